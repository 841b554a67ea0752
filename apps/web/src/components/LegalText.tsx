/**
 * The text of the terms, privacy and child-safety pages (consumer §1, §2) in the current language:
 * a line starting with "## " is a heading, every other line a paragraph. Shown as a page
 * (static-pages) and inside the payment dialog, so the terms can be read before paying.
 */
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../lib/contact';

export type LegalPage = 'terms' | 'privacy' | 'csae';

export function LegalText({ page, headingId }: { page: LegalPage; headingId?: string }) {
  const { t } = useTranslation();
  const lines = t(`${page}.body`, { email: CONTACT_EMAIL }).split('\n').filter(Boolean);
  return (
    <>
      <h1 id={headingId} tabIndex={-1}>
        {t(`${page}.title`)}
      </h1>
      {page === 'privacy' && <p className="muted">{t('privacy.date')}</p>}
      {lines.map((line, i) => (line.startsWith('## ') ? <h2 key={i}>{line.slice(3)}</h2> : <p key={i}>{line}</p>))}
    </>
  );
}
