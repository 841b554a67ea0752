/** FAQ (consumer §2): questions and answers in the current language; the support-chat icon only when signed in. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { SiteFooter } from '../../../components/SiteFooter';
import { MessageCircle } from 'lucide-react';

const ENTRIES = ['what'] as const;

export function FaqPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  return (
    <>
      <article className="card prose faq">
        <header className="faq__head">
          <h1>{t('faq.title')}</h1>
          {status === 'in' && (
            <Link to={paths.supportChat} className="icon-button" aria-label={t('faq.support')} title={t('faq.support')}>
              <MessageCircle aria-hidden size={22} />
            </Link>
          )}
        </header>
        {ENTRIES.map((entry) => (
          <details key={entry} open>
            <summary>{t(`faq.${entry}.q`)}</summary>
            <p>{t(`faq.${entry}.a`)}</p>
          </details>
        ))}
      </article>
      <SiteFooter />
    </>
  );
}
