/** Profile (consumer §2): user card, e-mail, settings, support chat, sign out and the version. */
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, unmasked } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../components/TopBar';
import { usePinGate } from '../../../components/use-pin-gate';
import { usePinStatus } from '../../../lib/api/pin';
import { ProfileSettings } from './ProfileSettings';
import { ChildrenSection } from './ChildrenSection';
import { OfflineStories } from './OfflineStories';
import { MessageCircle } from 'lucide-react';
import { PictureButton } from './PictureButton';

/**
 * An address that breaks, when it must, before "@" or a dot, never inside a part (a line ending in
 * "family.mem" or "family-" read as words of their own; issue 32 §12). Each part is kept whole (pages.css)
 * unless it alone is wider than the line.
 */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="user-card__address">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { profile, signOut } = useAuth();
  const gate = usePinGate();
  const pin = usePinStatus(!!profile);
  // with a parental pin the settings stay locked until it is entered on this visit; the calls that
  // change whom the feed follows send it again (the server asks it too)
  const [unlockedWith, setUnlockedWith] = useState<string | null>(null);
  if (!profile) return null;
  const { info } = profile;
  const name = [unmasked(info.firstName), unmasked(info.lastName)].filter(Boolean).join(' ');
  const email = unmasked(info.email);

  return (
    <section className="card profile">
      <div className="user-card">
        <div className="user-card__picture">
          <Avatar profile={profile} big />
          <PictureButton profile={profile} />
        </div>
        <div className="user-card__text">
          <h1>{name || t('profile.title')}</h1>
          {email && (
            <p className="user-card__email">
              {t('profile.emailLabel')} <EmailAddress email={email} />
            </p>
          )}
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
          <MessageCircle aria-hidden size={22} />
        </Link>
      </div>
      {pin.data && !unlockedWith ? (
        <div className="settings settings--locked">
          <h2>{t('profile.settings')}</h2>
          <p>{t('pin.locked')}</p>
          <button type="button" className="button" onClick={() => void gate.askPin().then(setUnlockedWith)}>
            {t('pin.unlock')}
          </button>
        </div>
      ) : (
        <>
          <ProfileSettings profile={profile} pin={unlockedWith ?? undefined} />
          <ChildrenSection locale={info.locale ?? 'en'} pin={unlockedWith ?? undefined} />
        </>
      )}
      <OfflineStories />
      {/* once signed out, the page's guard sends the user to /signin */}
      <button
        type="button"
        className="button button--ghost button--wide"
        onClick={() => void gate.guard(() => signOut())}
      >
        {t('profile.signout')}
      </button>
      <p className="muted center">{t('profile.version', { version: APP_VERSION })}</p>
    </section>
  );
}
