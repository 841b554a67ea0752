/** Root layout (consumer §2): top bar, slide-out left menu, the page, and the global preloader. */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { showsTopBar } from '../lib/paths';
import { useLive } from '../lib/live/LiveProvider';
import { HomeScreen } from '../features/home/HomeScreen';
import { useModals } from '../components/ModalHost';
import { useTranslation } from 'react-i18next';
import { GlobalPreloader } from '../components/GlobalPreloader';
import { NotificationToast } from '../components/NotificationToast';
import { LeftMenu } from '../components/LeftMenu';
import { TopBar } from '../components/TopBar';
import { FastMenu } from '../components/FastMenu';
import { Effects } from '../components/Effects';
import { takeReferralFromAddress } from '../lib/referral';
import { loadLaterTexts } from '../lib/i18n';

// the switch and its stickers load apart: the story page's first paint does not need them (issue 26 §0)
// a referral link's welcome loads only when the page was opened by one
// (its texts are among those of the promo pages, which load on demand: lib/i18n)
const ReferralArrival = lazy(() =>
  Promise.all([import('../components/ReferralArrival'), loadLaterTexts()]).then(([m]) => ({
    default: m.ReferralArrival,
  })),
);
const ChildSwitcher = lazy(() =>
  import('../features/profile/components/ChildSwitcher').then((m) => ({ default: m.ChildSwitcher })),
);

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // read during the first render, before a redirect of the landing route can change the address
  const [referral] = useState(takeReferralFromAddress);
  const { profile, status } = useAuth();
  const { unread, bell, toasts, toastDone } = useLive();
  const modals = useModals();
  const { t } = useTranslation();
  const openHome = () =>
    modals.open({ name: 'home', title: t('home.title'), fromTop: true, content: <HomeScreen close={modals.close} /> });
  const openFastMenu = () =>
    modals.open({ name: 'fastmenu', title: t('fastmenu.title'), content: <FastMenu close={modals.close} /> });
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const signedIn = status === 'in' ? profile : null;
  return (
    <div className="layout">
      {showsTopBar(pathname) && (
        <TopBar
          profile={signedIn}
          menuOpen={menuOpen}
          onMenu={() => setMenuOpen(true)}
          bell={bell}
          onHome={openHome}
          onFastMenu={openFastMenu}
          childSwitch={
            signedIn && (
              <Suspense fallback={null}>
                <ChildSwitcher />
              </Suspense>
            )
          }
        />
      )}
      <LeftMenu open={menuOpen} onClose={closeMenu} profile={signedIn} unread={unread} />
      <main className="page">{children}</main>
      {/* authorizing shows the veil whichever page started it */}
      <GlobalPreloader force={status === 'loggingIn'} />
      <NotificationToast queue={toasts} done={toastDone} />
      <Effects />
      {referral && (
        <Suspense fallback={null}>
          <ReferralArrival code={referral} />
        </Suspense>
      )}
    </div>
  );
}
