/** /panel: user card, e-mail and the entries the user's features allow (panel §2). */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Feature } from '@tt/contract';
import { useAuth } from '../../app/auth';
import { canOpen } from '../../app/access';
import { paths } from '../../app/paths';

export const PANEL_ENTRIES: { key: string; to: string; features: readonly Feature[]; icon: string }[] = [
  { key: 'panel_users', to: paths.panelUsers, features: ['team'], icon: '👥' },
  { key: 'panel_moderation', to: paths.panelModeration, features: ['moderation'], icon: '🛡️' },
  { key: 'panel_earnings', to: paths.panelEarnings, features: ['promo', 'team'], icon: '📈' },
  { key: 'panel_promocodes', to: paths.panelPromocodes, features: ['promo'], icon: '🎟️' },
  { key: 'panel_partnerinfo', to: paths.panelPartnerInfo, features: ['promounmoderated'], icon: '🪪' },
  { key: 'panel_payments', to: paths.panelPayments, features: ['admin'], icon: '💳' },
];

export function PanelPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <section className="card panel">
      <Link to={paths.home} className="link-small">‹ {t('panel.back')}</Link>
      <h1>{t('panel.title')}</h1>
      <p>{profile.info.email}</p>
      <nav className="panel__entries">
        {PANEL_ENTRIES.filter((e) => canOpen(profile, e.features)).map((e) => (
          <Link key={e.key} to={e.to} className="panel__entry">
            <span aria-hidden>{e.icon}</span> {t(e.key)}
          </Link>
        ))}
      </nav>
      <footer className="footer"><Link to={paths.terms}>{t('footer.terms')}</Link><Link to={paths.privacy}>{t('footer.privacy')}</Link></footer>
    </section>
  );
}
