import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';

/** The parts later issues build: an honest page saying which part is coming, and a way back. */
export type UpcomingPart =
  | 'explore'
  | 'applications'
  | 'partnership'
  | 'support'
  | 'panelUsers'
  | 'panelEarnings'
  | 'panelModeration'
  | 'panelPartnerInfo'
  | 'panelPromocodes';

export function ComingSoonPage({ part, back = paths.home }: { part: UpcomingPart; back?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card center coming-soon">
      <div className="big-emoji" aria-hidden>
        🌱
      </div>
      <h1>{t('coming.title', { part: t(`coming.part.${part}`) })}</h1>
      <p>{t('coming.text')}</p>
      <Link to={back} className="button button--ghost">
        {back === paths.panel ? t('panel.back') : t('common.backHome')}
      </Link>
    </section>
  );
}
