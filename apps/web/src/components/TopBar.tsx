/** The top bar: menu button, logo linking home, and when signed in the bell (home modal) and the profile picture. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pictureThumbnail, unmasked } from '@tt/contract';
import type { Profile } from '../lib/auth';
import { paths } from '../lib/paths';
import { Bell, Menu, Zap } from 'lucide-react';
import { Badge } from './Badge';

export function Avatar({ profile, big = false }: { profile: Profile; big?: boolean }) {
  const picture = unmasked(profile.info.userpicture) || unmasked(profile.info.image);
  const initial = (unmasked(profile.info.firstName) || unmasked(profile.info.email) || '?').slice(0, 1).toUpperCase();
  return (
    <span className={`avatar${big ? ' avatar--big' : ''}`} aria-hidden>
      {picture ? <img src={big ? picture : pictureThumbnail(picture)} alt="" /> : initial}
    </span>
  );
}

export function TopBar({
  profile,
  menuOpen,
  onMenu,
  bell = 0,
  onHome,
  onFastMenu,
  childSwitch,
}: {
  profile: Profile | null;
  menuOpen: boolean;
  onMenu(): void;
  bell?: number;
  onHome?(): void;
  onFastMenu?(): void;
  /** The chosen child's switch (features/children), when the account has several children. */
  childSwitch?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.menu')}
        aria-expanded={menuOpen}
        aria-controls="left-menu"
        onClick={onMenu}
      >
        <Menu aria-hidden size={24} />
      </button>
      <Link to={paths.home} className="logo" aria-label={t('common.home')}>
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span>{t('app.name')}</span>
      </Link>
      {profile ? (
        <span className="topbar__actions">
          {childSwitch}
          <button type="button" className="icon-button" aria-label={t('fastmenu.open')} onClick={onFastMenu}>
            <Zap aria-hidden size={22} />
          </button>
          <button
            type="button"
            className="icon-button topbar__bell"
            aria-label={t('notifications.open')}
            onClick={onHome}
          >
            <Bell aria-hidden size={22} />
            <Badge count={bell} label={t('notifications.title')} />
          </button>
          <Link to={paths.profile} className="topbar__profile" aria-label={t('common.profile')}>
            <Avatar profile={profile} />
          </Link>
        </span>
      ) : (
        <span className="topbar__spacer" />
      )}
    </header>
  );
}
