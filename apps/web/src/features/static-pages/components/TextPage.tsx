/**
 * Terms, privacy and child-safety pages (consumer §1, §2): text in the current language. In the
 * texts a line starting with "## " is a heading; every other line is a paragraph.
 */
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../../../components/SiteFooter';
import { CONTACT_EMAIL } from '../contact';

export type TextPageName = 'terms' | 'privacy' | 'csae';

export function TextPage({ page }: { page: TextPageName }) {
  const { t } = useTranslation();
  const lines = t(`${page}.body`, { email: CONTACT_EMAIL }).split('\n').filter(Boolean);
  return (
    <>
      <article className="card prose">
        <h1>{t(`${page}.title`)}</h1>
        {page === 'privacy' && <p className="muted">{t('privacy.date')}</p>}
        {lines.map((line, i) => (line.startsWith('## ') ? <h2 key={i}>{line.slice(3)}</h2> : <p key={i}>{line}</p>))}
      </article>
      <SiteFooter />
    </>
  );
}
