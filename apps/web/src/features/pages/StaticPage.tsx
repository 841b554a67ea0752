/** Terms, privacy and child-safety pages: paragraphs in the current language. */
import { useTranslation } from 'react-i18next';

export const CONTACT_EMAIL = 'hello@tinytidings.local';

export function StaticPage({ page }: { page: 'terms' | 'privacy' | 'csae' }) {
  const { t } = useTranslation();
  return (
    <article className="card prose">
      <h1>{t(`${page}.title`)}</h1>
      {page === 'privacy' && <p className="muted">{t('privacy.date')}</p>}
      {t(`${page}.body`, { email: CONTACT_EMAIL })
        .split('\n')
        .map((line) => (
          <p key={line}>{line}</p>
        ))}
    </article>
  );
}
