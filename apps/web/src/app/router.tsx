/** The route table of consumer §2 and panel §2 with its access rules. */
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Feature } from '@tt/contract';
import { useAuth } from '../lib/auth';
import { landingFor, PANEL_ROUTE_FEATURES } from '../lib/access';
import { LoggedOutOnly, RequireAuth, RequireCompleteData, RequireFeature } from './guards';
import { paths } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { Preloader } from '../components/Preloader';
import { NotFoundPage } from '../components/NotFoundPage';
import { StoryPlayerRoute } from '../features/player/StoryPlayerPage';
import { ChatPage } from '../features/chat/ChatPage';

/**
 * Pages load on demand: the story player (the page most visits open, often from a shared link)
 * and the chat feed stay in the first download; sign-in forms, with their validation library,
 * the profile, panel and text pages come when first visited.
 */
const LandingPage = lazyPage(() => import('../features/landing/components/LandingPage').then((m) => m.LandingPage));
const SignInPage = lazyPage(() => import('../features/auth/components/SignInPage').then((m) => m.SignInPage));
const RegistrationPage = lazyPage(() =>
  import('../features/auth/components/RegistrationPage').then((m) => m.RegistrationPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const SetNewPasswordPage = lazyPage(() =>
  import('../features/auth/components/SetNewPasswordPage').then((m) => m.SetNewPasswordPage),
);
const ChangePasswordPage = lazyPage(() =>
  import('../features/auth/components/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
const ConfirmPage = lazyPage(() => import('../features/auth/components/ConfirmPage').then((m) => m.ConfirmPage));
const TextPage = lazyPage(() => import('../features/static-pages/components/TextPage').then((m) => m.TextPage));
const FaqPage = lazyPage(() => import('../features/static-pages/components/FaqPage').then((m) => m.FaqPage));
const ProfilePage = lazyPage(() => import('../features/profile/components/ProfilePage').then((m) => m.ProfilePage));
const WizardPage = lazyPage(() => import('../features/profile/components/WizardPage').then((m) => m.WizardPage));
const PanelPage = lazyPage(() => import('../features/panel/components/PanelPage').then((m) => m.PanelPage));
const SupportInboxPage = lazyPage(() => import('../features/chat/SupportInboxPage').then((m) => m.SupportInboxPage));
const SupportPage = lazyPage(() => import('../features/chat/SupportPage').then((m) => m.SupportPage));
const ApplicationsPage = lazyPage(() =>
  import('../features/applications/ApplicationsPage').then((m) => m.ApplicationsPage),
);
const ChatsListPage = lazyPage(() => import('../features/chat/ChatsListPage').then((m) => m.ChatsListPage));
const FeaturesPage = lazyPage(() => import('../features/payments/components/FeaturesPage').then((m) => m.FeaturesPage));
const PaymentsPage = lazyPage(() =>
  import('../features/admin-payments/components/PaymentsPage').then((m) => m.PaymentsPage),
);
const PromoCodesPage = lazyPage(() =>
  import('../features/promo/components/PromoCodesPage').then((m) => m.PromoCodesPage),
);
const EarningsPage = lazyPage(() => import('../features/promo/components/EarningsPage').then((m) => m.EarningsPage));
const PartnershipPage = lazyPage(() =>
  import('../features/partners/components/PartnershipPage').then((m) => m.PartnershipPage),
);
const PartnerInfoPage = lazyPage(() =>
  import('../features/partners/components/PartnerInfoPage').then((m) => m.PartnerInfoPage),
);
const UsersPage = lazyPage(() => import('../features/partners/components/UsersPage').then((m) => m.UsersPage));
const ExplorePage = lazyPage(() => import('../features/explore/ExplorePage').then((m) => m.ExplorePage));
const ModerationPage = lazyPage(() => import('../features/moderation/ModerationPage').then((m) => m.ModerationPage));

/** "/": the landing page for visitors; signed-in users go where their type and features say. */
function Home() {
  const { status, profile } = useAuth();
  if (status === 'unknown' || status === 'loggingIn') return <Preloader />;
  if (status === 'in' && profile) return <Navigate replace to={landingFor(profile)} />;
  return <LandingPage />;
}

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const loggedOut = (page: ReactNode) => <LoggedOutOnly>{page}</LoggedOutOnly>;
const withFeature = (features: readonly Feature[], page: ReactNode) => (
  <RequireFeature features={features}>{page}</RequireFeature>
);
const panelRoute = (path: keyof typeof PANEL_ROUTE_FEATURES, page: ReactNode) => (
  <Route key={path} path={path} element={withFeature(PANEL_ROUTE_FEATURES[path], page)} />
);

export function AppRoutes() {
  return (
    <Suspense fallback={<Preloader />}>
      <Routes>
        <Route path={paths.home} element={<Home />} />
        <Route path="/stories/:id" element={<StoryPlayerRoute />} />
        <Route path={paths.applications} element={<ApplicationsPage />} />
        <Route
          path={paths.chat}
          element={
            <RequireCompleteData>
              <ChatPage />
            </RequireCompleteData>
          }
        />
        <Route path={paths.chats} element={withFeature(['chats'], <ChatsListPage />)} />
        <Route path={paths.profile} element={signedIn(<ProfilePage />)} />
        <Route path={paths.explore} element={signedIn(<ExplorePage />)} />
        <Route path={paths.features} element={signedIn(<FeaturesPage />)} />
        <Route path={paths.wizard} element={signedIn(<WizardPage />)} />
        <Route path={paths.authorization} element={loggedOut(<SignInPage />)} />
        <Route path={paths.signin} element={loggedOut(<SignInPage />)} />
        <Route path={paths.registration} element={loggedOut(<RegistrationPage />)} />
        <Route path={paths.terms} element={<TextPage page="terms" />} />
        <Route path={paths.privacy} element={<TextPage page="privacy" />} />
        <Route path={paths.csae} element={<TextPage page="csae" />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.about} element={<LandingPage />} />
        <Route path={paths.partnership} element={<PartnershipPage />} />
        {/* open in the route table, but changing a password needs the signed-in account */}
        <Route path={paths.changePassword} element={signedIn(<ChangePasswordPage />)} />
        <Route path={paths.setNewPassword} element={<SetNewPasswordPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.confirm} element={<ConfirmPage />} />
        <Route path={paths.confirmation} element={<ConfirmPage />} />
        <Route path={paths.support} element={<SupportPage />} />
        <Route path={paths.help} element={<Navigate replace to={paths.support} />} />
        {panelRoute(paths.panel, <PanelPage />)}
        {panelRoute(paths.panelEarnings, <EarningsPage />)}
        {panelRoute(paths.panelUsers, <UsersPage />)}
        {panelRoute(paths.panelModeration, <ModerationPage />)}
        {panelRoute(paths.panelPartnerInfo, <PartnerInfoPage />)}
        {panelRoute(paths.panelPayments, <PaymentsPage />)}
        {panelRoute(paths.panelPromocodes, <PromoCodesPage />)}
        {panelRoute(paths.panelSupport, <SupportInboxPage />)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
