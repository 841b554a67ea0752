/** The route table of consumer §2 and panel §2 with its access rules. */
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from './auth';
import { landingFor, PANEL_ROUTE_FEATURES } from './access';
import { LoggedOutOnly, RequireAuth, RequireCompleteData, RequireFeature } from './guards';
import { paths } from './paths';
import { Preloader } from '../components/Preloader';
import { LandingPage } from '../features/landing/LandingPage';
import { SignInPage } from '../features/auth/SignInPage';
import { RegistrationPage } from '../features/auth/RegistrationPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { SetNewPasswordPage } from '../features/auth/SetNewPasswordPage';
import { ChangePasswordPage } from '../features/auth/ChangePasswordPage';
import { ConfirmPage } from '../features/auth/ConfirmPage';
import { StaticPage } from '../features/pages/StaticPage';
import { FaqPage } from '../features/pages/FaqPage';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { ComingSoonPage } from '../features/pages/ComingSoonPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { WizardPage } from '../features/profile/WizardPage';
import { PanelPage } from '../features/panel/PanelPage';
import { ModerationPage } from '../features/moderation/ModerationPage';
import { StoryPlayerRoute } from '../features/player/StoryPlayerPage';
import { ChatPage } from '../features/chat/ChatPage';

/** "/": the landing page for visitors; signed-in users go where their type and features say. */
function Home() {
  const { status, profile } = useAuth();
  if (status === 'unknown' || status === 'loggingIn') return <Preloader />;
  if (status === 'in' && profile) return <Navigate replace to={landingFor(profile)} />;
  return <LandingPage />;
}

const panelPage = (path: string, element: React.ReactNode) => (
  <Route key={path} path={path} element={<RequireFeature features={PANEL_ROUTE_FEATURES[path]!}>{element}</RequireFeature>} />
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<Home />} />
      <Route path="/stories/:id" element={<StoryPlayerRoute />} />
      <Route path={paths.applications} element={<ComingSoonPage />} />
      <Route path={paths.chat} element={<RequireCompleteData><ChatPage /></RequireCompleteData>} />
      <Route path={paths.chats} element={<RequireFeature features={['chats']}><ComingSoonPage /></RequireFeature>} />
      <Route path={paths.profile} element={<RequireAuth><ProfilePage /></RequireAuth>} />
      <Route path={paths.explore} element={<RequireAuth><ComingSoonPage /></RequireAuth>} />
      <Route path={paths.features} element={<RequireAuth><ComingSoonPage /></RequireAuth>} />
      <Route path={paths.wizard} element={<RequireAuth><WizardPage /></RequireAuth>} />
      <Route path={paths.authorization} element={<LoggedOutOnly><SignInPage /></LoggedOutOnly>} />
      <Route path={paths.signin} element={<LoggedOutOnly><SignInPage /></LoggedOutOnly>} />
      <Route path={paths.registration} element={<LoggedOutOnly><RegistrationPage /></LoggedOutOnly>} />
      <Route path={paths.terms} element={<StaticPage page="terms" />} />
      <Route path={paths.privacy} element={<StaticPage page="privacy" />} />
      <Route path={paths.csae} element={<StaticPage page="csae" />} />
      <Route path={paths.faq} element={<FaqPage />} />
      <Route path={paths.about} element={<LandingPage />} />
      <Route path={paths.partnership} element={<ComingSoonPage />} />
      <Route path={paths.changePassword} element={<RequireAuth><ChangePasswordPage /></RequireAuth>} />
      <Route path={paths.setNewPassword} element={<SetNewPasswordPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.confirm} element={<ConfirmPage />} />
      <Route path={paths.confirmation} element={<ConfirmPage />} />
      <Route path={paths.support} element={<ComingSoonPage />} />
      {panelPage(paths.panel, <PanelPage />)}
      {panelPage(paths.panelUsers, <ComingSoonPage back={paths.panel} />)}
      {panelPage(paths.panelEarnings, <ComingSoonPage back={paths.panel} />)}
      {panelPage(paths.panelModeration, <ModerationPage />)}
      {panelPage(paths.panelPartnerInfo, <ComingSoonPage back={paths.panel} />)}
      {panelPage(paths.panelPayments, <ComingSoonPage back={paths.panel} />)}
      {panelPage(paths.panelPromocodes, <ComingSoonPage back={paths.panel} />)}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
