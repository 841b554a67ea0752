/**
 * /panel (panel §2): user card, e-mail, the entries the user's features allow, and a footer. Back goes
 * where / leads outside the panel (/ itself would send staff and partners back here).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { unmasked } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { canOpen, outsidePanel } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../components/TopBar';
import { entryFeatures, PANEL_ENTRIES } from '../panel-entries';
import { ChevronLeft } from 'lucide-react';

export function PanelPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  if (!profile) return null;
  const email = unmasked(profile.info.email);
  return (
    <section className="card panel">
      <Link to={outsidePanel(profile)} className="link-small">
        <ChevronLeft aria-hidden size={18} /> {t('panel.back')}
      </Link>
      <div className="user-card">
        <Avatar profile={profile} big />
        <div className="user-card__text">
          <h1>{t('panel.title')}</h1>
          {email && <p>{t('profile.emailLine', { email })}</p>}
        </div>
      </div>
      <nav className="panel__entries" aria-label={t('panel.title')}>
        {PANEL_ENTRIES.filter((entry) => canOpen(profile, entryFeatures(entry))).map((entry) => (
          <Link key={entry.key} to={entry.to} className="panel__entry">
            <span className="panel__icon" aria-hidden>
              <entry.icon size={22} />
            </span>
            {t(entry.key)}
          </Link>
        ))}
      </nav>
      <footer className="footer">
        <Link to={paths.faq}>{t('footer.faq')}</Link>
        <Link to={paths.terms}>{t('footer.terms')}</Link>
        <Link to={paths.privacy}>{t('footer.privacy')}</Link>
      </footer>
    </section>
  );
}
