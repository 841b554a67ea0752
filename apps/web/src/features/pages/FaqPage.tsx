import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';

/** FAQ: one entry about the app; the support-chat icon only when signed in. */
export function FaqPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  return (
    <article className="card prose">
      <h1>{t('faq.title')}</h1>
      <details open>
        <summary>{t('faq.q1')}</summary>
        <p>{t('faq.a1')}</p>
      </details>
      {status === 'in' && (
        <Link to={`${paths.chat}?support=true`} className="button button--ghost" aria-label={t('faq.support')}>
          💬 {t('faq.support')}
        </Link>
      )}
    </article>
  );
}
