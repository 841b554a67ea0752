/**
 * The slide-out left menu (consumer §2). Signed in: /panel with a panel feature, /chats with
 * feature chats, the story chat with feature news, and /profile. Signed out: sign-in and
 * registration. Chats carry unread badges.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@tt/contract';
import type { Profile } from '../lib/auth';
import { canOpen } from '../lib/access';
import { paths } from '../lib/paths';
import type { UnreadCounts } from '../lib/live/LiveProvider';
import { Badge } from './Badge';

interface MenuItem {
  to: string;
  label: string;
  icon: string;
  count?: number;
}

function menuItems(profile: Profile | null, unread: UnreadCounts, t: (key: string) => string): MenuItem[] {
  if (!profile) {
    return [
      { to: paths.signin, label: t('menu.signin'), icon: '🔑' },
      { to: paths.registration, label: t('menu.registration'), icon: '🌱' },
    ];
  }
  const items: MenuItem[] = [];
  if (canOpen(profile, ROLES.panel)) items.push({ to: paths.panel, label: t('menu.panel'), icon: '🧭' });
  if (profile.features.includes('chats'))
    items.push({ to: paths.chats, label: t('menu.chats'), icon: '💬', count: unread.chats });
  if (profile.features.includes('news'))
    items.push({ to: paths.chat, label: t('menu.stories'), icon: '📖', count: unread.stories });
  items.push({ to: paths.profile, label: t('menu.profile'), icon: '🙂' });
  return items;
}

export function LeftMenu({
  open,
  onClose,
  profile,
  unread,
}: {
  open: boolean;
  onClose(): void;
  profile: Profile | null;
  unread: UnreadCounts;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      {open && <div className="drawer-backdrop" data-testid="menu-backdrop" onClick={onClose} />}
      <nav
        id="left-menu"
        className={`drawer${open ? ' drawer--open' : ''}`}
        aria-label={t('common.menu')}
        aria-hidden={!open}
        inert={!open}
      >
        <div className="drawer__head">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <strong>{t('app.name')}</strong>
          <button type="button" className="icon-button" aria-label={t('common.closeMenu')} onClick={onClose}>
            ✕
          </button>
        </div>
        {menuItems(profile, unread, t).map((item) => (
          <Link key={item.to} to={item.to} className="drawer__item" onClick={onClose}>
            <span aria-hidden>{item.icon}</span>
            <span className="drawer__label">{item.label}</span>
            {item.count !== undefined && <Badge count={item.count} label={t('menu.unread')} />}
          </Link>
        ))}
      </nav>
    </>
  );
}
