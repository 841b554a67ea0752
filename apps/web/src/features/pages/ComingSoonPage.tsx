import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';

/** An honest page for routes whose screens later issues build. */
export function ComingSoonPage({ back = paths.home }: { back?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card center">
      <div className="big-emoji" aria-hidden>🌱</div>
      <h1>{t('coming.title')}</h1>
      <p>{t('coming.text')}</p>
      <Link to={back} className="button button--ghost">{back === paths.panel ? t('panel.back') : t('common.backHome')}</Link>
    </section>
  );
}
