/** The route table of consumer §2 and panel §2 with its access rules. */
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Feature } from '@tt/contract';
import { useAuth } from './auth';
import { landingFor, PANEL_ROUTE_FEATURES } from './access';
import { LoggedOutOnly, RequireAuth, RequireCompleteData, RequireFeature } from './guards';
import { paths } from './paths';
import { Preloader } from '../components/Preloader';
import { ComingSoonPage, type UpcomingPart } from '../components/ComingSoonPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { LandingPage } from '../features/landing/components/LandingPage';
import { SignInPage } from '../features/auth/components/SignInPage';
import { RegistrationPage } from '../features/auth/components/RegistrationPage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { SetNewPasswordPage } from '../features/auth/components/SetNewPasswordPage';
import { ChangePasswordPage } from '../features/auth/components/ChangePasswordPage';
import { ConfirmPage } from '../features/auth/components/ConfirmPage';
import { TextPage } from '../features/static-pages/components/TextPage';
import { FaqPage } from '../features/static-pages/components/FaqPage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { WizardPage } from '../features/profile/components/WizardPage';
import { PanelPage } from '../features/panel/components/PanelPage';
import { ModerationPage } from '../features/moderation/ModerationPage';
import { StoryPlayerRoute } from '../features/player/StoryPlayerPage';
import { ChatPage } from '../features/chat/ChatPage';
import { ChatsListPage } from '../features/chat/ChatsListPage';
import { SupportInboxPage } from '../features/panel/components/SupportInboxPage';

/** "/": the landing page for visitors; signed-in users go where their type and features say. */
function Home() {
  const { status, profile } = useAuth();
  if (status === 'unknown' || status === 'loggingIn') return <Preloader />;
  if (status === 'in' && profile) return <Navigate replace to={landingFor(profile)} />;
  return <LandingPage />;
}

const soon = (part: UpcomingPart, back?: string) => <ComingSoonPage part={part} back={back} />;
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const loggedOut = (page: ReactNode) => <LoggedOutOnly>{page}</LoggedOutOnly>;
const withFeature = (features: readonly Feature[], page: ReactNode) => <RequireFeature features={features}>{page}</RequireFeature>;
const panelRoute = (path: keyof typeof PANEL_ROUTE_FEATURES, page: ReactNode) => (
  <Route key={path} path={path} element={withFeature(PANEL_ROUTE_FEATURES[path], page)} />
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<Home />} />
      <Route path="/stories/:id" element={<StoryPlayerRoute />} />
      <Route path={paths.applications} element={soon('applications')} />
      <Route path={paths.chat} element={<RequireCompleteData><ChatPage /></RequireCompleteData>} />
      <Route path={paths.chats} element={withFeature(['chats'], <ChatsListPage />)} />
      <Route path={paths.profile} element={signedIn(<ProfilePage />)} />
      <Route path={paths.explore} element={signedIn(soon('explore'))} />
      <Route path={paths.features} element={signedIn(soon('features'))} />
      <Route path={paths.wizard} element={signedIn(<WizardPage />)} />
      <Route path={paths.authorization} element={loggedOut(<SignInPage />)} />
      <Route path={paths.signin} element={loggedOut(<SignInPage />)} />
      <Route path={paths.registration} element={loggedOut(<RegistrationPage />)} />
      <Route path={paths.terms} element={<TextPage page="terms" />} />
      <Route path={paths.privacy} element={<TextPage page="privacy" />} />
      <Route path={paths.csae} element={<TextPage page="csae" />} />
      <Route path={paths.faq} element={<FaqPage />} />
      <Route path={paths.about} element={<LandingPage />} />
      <Route path={paths.partnership} element={soon('partnership')} />
      {/* open in the route table, but changing a password needs the signed-in account */}
      <Route path={paths.changePassword} element={signedIn(<ChangePasswordPage />)} />
      <Route path={paths.setNewPassword} element={<SetNewPasswordPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.confirm} element={<ConfirmPage />} />
      <Route path={paths.confirmation} element={<ConfirmPage />} />
      <Route path={paths.support} element={soon('support')} />
      {panelRoute(paths.panel, <PanelPage />)}
      {panelRoute(paths.panelUsers, soon('panelUsers', paths.panel))}
      {panelRoute(paths.panelEarnings, soon('panelEarnings', paths.panel))}
      {panelRoute(paths.panelModeration, <ModerationPage />)}
      {panelRoute(paths.panelPartnerInfo, soon('panelPartnerInfo', paths.panel))}
      {panelRoute(paths.panelPayments, soon('panelPayments', paths.panel))}
      {panelRoute(paths.panelPromocodes, soon('panelPromocodes', paths.panel))}
      {panelRoute(paths.panelSupport, <SupportInboxPage />)}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
