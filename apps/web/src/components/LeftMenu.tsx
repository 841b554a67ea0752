/**
 * The slide-out left menu (consumer §2). Signed in: /panel with a panel feature, /chats with
 * feature chats, the story chat with feature news, and /profile. Signed out: sign-in and
 * registration. Chats carry unread badges. Below, for everyone: FAQ, support and terms.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES, unmasked } from '@tt/contract';
import type { Profile } from '../lib/auth';
import { canOpen } from '../lib/access';
import { paths } from '../lib/paths';
import type { UnreadCounts } from '../lib/live/LiveProvider';
import {
  BookOpen,
  CircleHelp,
  CircleUserRound,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  LogIn,
  MessagesSquare,
  UserPlus,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from './Badge';
import { Avatar } from './TopBar';

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  count?: number;
}

function menuItems(profile: Profile | null, unread: UnreadCounts, t: (key: string) => string): MenuItem[] {
  if (!profile) {
    return [
      { to: paths.signin, label: t('menu.signin'), icon: LogIn },
      { to: paths.registration, label: t('menu.registration'), icon: UserPlus },
    ];
  }
  const items: MenuItem[] = [];
  if (canOpen(profile, ROLES.panel)) items.push({ to: paths.panel, label: t('menu.panel'), icon: LayoutDashboard });
  if (profile.features.includes('chats'))
    items.push({ to: paths.chats, label: t('menu.chats'), icon: MessagesSquare, count: unread.chats });
  if (profile.features.includes('news'))
    items.push({ to: paths.chat, label: t('menu.stories'), icon: BookOpen, count: unread.stories });
  items.push({ to: paths.profile, label: t('menu.profile'), icon: CircleUserRound });
  return items;
}

/** The ways to help and the rules, for everyone (issue 14 point 2). */
const helpItems = (t: (key: string) => string): MenuItem[] => [
  { to: paths.faq, label: t('menu.faq'), icon: CircleHelp },
  { to: paths.support, label: t('menu.support'), icon: LifeBuoy },
  { to: paths.terms, label: t('menu.terms'), icon: FileText },
];

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
  // its links are drawn the first time it opens, not with every page's first drawing (issue 32 §6: a
  // phone's main thread before the story plays); closed, it is hidden from everyone anyway
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
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
        {opened && <MenuContent profile={profile} unread={unread} onClose={onClose} />}
      </nav>
    </>
  );
}

function MenuContent({ profile, unread, onClose }: { profile: Profile | null; unread: UnreadCounts; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="drawer__head">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <strong>{t('app.name')}</strong>
        <button type="button" className="icon-button" aria-label={t('common.closeMenu')} onClick={onClose}>
          <X aria-hidden size={22} />
        </button>
      </div>
      {profile && (
        <div className="drawer__user">
          <Avatar profile={profile} />
          <span>{unmasked(profile.info.firstName) || unmasked(profile.info.email)}</span>
        </div>
      )}
      {menuItems(profile, unread, t).map((item) => (
        <MenuLink key={item.to} item={item} onClose={onClose} unreadLabel={t('menu.unread')} />
      ))}
      <hr className="drawer__divider" />
      {helpItems(t).map((item) => (
        <MenuLink key={item.to} item={item} onClose={onClose} unreadLabel={t('menu.unread')} />
      ))}
    </>
  );
}

function MenuLink({ item, onClose, unreadLabel }: { item: MenuItem; onClose(): void; unreadLabel: string }) {
  const Icon = item.icon;
  return (
    <Link to={item.to} className="drawer__item" onClick={onClose}>
      <Icon aria-hidden size={22} />
      <span className="drawer__label">{item.label}</span>
      {item.count !== undefined && <Badge count={item.count} label={unreadLabel} />}
    </Link>
  );
}
