/** Root layout (consumer §2): top bar, slide-out left menu, the page, and the global preloader. */
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../app/auth';
import { showsTopBar } from '../app/paths';
import { useLive } from '../features/live/LiveProvider';
import { HomeScreen } from '../features/home/HomeScreen';
import { useModals } from './ModalHost';
import { useTranslation } from 'react-i18next';
import { GlobalPreloader } from './GlobalPreloader';
import { LeftMenu } from './LeftMenu';
import { TopBar } from './TopBar';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { profile, status } = useAuth();
  const { unread, bell } = useLive();
  const modals = useModals();
  const { t } = useTranslation();
  const openHome = () =>
    modals.open({ name: 'home', title: t('home.title'), fromTop: true, content: <HomeScreen close={modals.close} /> });
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const signedIn = status === 'in' ? profile : null;
  return (
    <div className="layout">
      {showsTopBar(pathname) && (
        <TopBar profile={signedIn} menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} bell={bell} onHome={openHome} />
      )}
      <LeftMenu open={menuOpen} onClose={closeMenu} profile={signedIn} unread={unread} />
      <main className="page">{children}</main>
      {/* authorizing shows the veil whichever page started it */}
      <GlobalPreloader force={status === 'loggingIn'} />
    </div>
  );
}
