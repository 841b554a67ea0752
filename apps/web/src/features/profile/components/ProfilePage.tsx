/** Profile (consumer §2): user card, e-mail, settings, support chat, sign out and the version. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, unmasked } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../components/TopBar';
import { ProfileSettings } from './ProfileSettings';

export function ProfilePage() {
  const { t } = useTranslation();
  const { profile, signOut } = useAuth();
  if (!profile) return null;
  const { info } = profile;
  const name = [unmasked(info.firstName), unmasked(info.lastName)].filter(Boolean).join(' ');
  const email = unmasked(info.email);

  return (
    <section className="card profile">
      <div className="user-card">
        <Avatar profile={profile} big />
        <div className="user-card__text">
          <h1>{name || t('profile.title')}</h1>
          {email && <p>{t('profile.emailLine', { email })}</p>}
          {email && !info.emailConfirmed && (
            <p className="muted">
              {t('profile.emailNotConfirmed')}{' '}
              <Link to={`${paths.confirm}?type=email&email=${encodeURIComponent(email)}`}>
                {t('profile.howToConfirm')}
              </Link>
            </p>
          )}
        </div>
        <Link
          to={paths.supportChat}
          className="icon-button"
          aria-label={t('profile.support')}
          title={t('profile.support')}
        >
          💬
        </Link>
      </div>
      <ProfileSettings profile={profile} />
      {/* once signed out, the page's guard sends the user to /signin */}
      <button type="button" className="button button--ghost button--wide" onClick={() => void signOut()}>
        {t('profile.signout')}
      </button>
      <p className="muted center">{t('profile.version', { version: APP_VERSION })}</p>
    </section>
  );
}
