/** Root layout: top bar, slide-out left menu, and the page. */
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PANEL_FEATURES } from '@tt/contract';
import { useAuth } from '../app/auth';
import { canOpen } from '../app/access';
import { NO_TOP_BAR, paths } from '../app/paths';
import { Badge } from './Badge';

export function Layout({ children, unread = {} }: { children: ReactNode; unread?: Partial<Record<'chats' | 'stories', number>> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { profile, status } = useAuth();
  const showTopBar = !NO_TOP_BAR.some((p) => (p.endsWith('/') ? location.pathname.startsWith(p) : location.pathname === p));
  const signedIn = status === 'in' && !!profile;

  const items: { to: string; label: string; count?: number }[] = signedIn
    ? [
        ...(canOpen(profile, PANEL_FEATURES) ? [{ to: paths.panel, label: t('menu.panel') }] : []),
        ...(profile.features.includes('chats') ? [{ to: paths.chats, label: t('menu.chats'), count: unread.chats ?? 0 }] : []),
        ...(profile.features.includes('news') ? [{ to: paths.chat, label: t('menu.stories'), count: unread.stories ?? 0 }] : []),
        { to: paths.profile, label: t('menu.profile') },
      ]
    : [
        { to: paths.signin, label: t('menu.signin') },
        { to: paths.registration, label: t('menu.registration') },
      ];

  return (
    <div className="layout">
      {showTopBar && (
        <header className="topbar">
          <button type="button" className="icon-button" aria-label={t('common.menu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            ☰
          </button>
          <Link to={paths.home} className="logo">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>{t('app.name')}</span>
          </Link>
          {signedIn ? (
            <Link to={paths.profile} className="avatar" aria-label={t('common.profile')}>
              {profile.info.image ? <img src={profile.info.image} alt="" /> : (profile.info.email ?? '?').slice(0, 1).toUpperCase()}
            </Link>
          ) : (
            <span />
          )}
        </header>
      )}
      {menuOpen && <div className="drawer-backdrop" onClick={() => setMenuOpen(false)} />}
      <nav className={`drawer${menuOpen ? ' drawer--open' : ''}`} aria-label={t('common.menu')} aria-hidden={!menuOpen}>
        {items.map((item) => (
          <Link key={item.to} to={item.to} onClick={() => setMenuOpen(false)} tabIndex={menuOpen ? 0 : -1}>
            {item.label}
            {item.count !== undefined && <Badge count={item.count} />}
          </Link>
        ))}
      </nav>
      <main className="page">{children}</main>
    </div>
  );
}
