import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';
import { Compass } from 'lucide-react';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="card center">
      <div className="big-emoji" aria-hidden>
        <Compass size={72} strokeWidth={1.5} />
      </div>
      <p className="muted">404</p>
      <h1>{t('notfound.title')}</h1>
      <p>{t('notfound.text')}</p>
      <Link to={paths.home} className="button">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
