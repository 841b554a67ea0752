/** Route guards: sign-in, logged-out pages, panel features and complete user data (consumer §2, panel §2). */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Feature } from '@tt/contract';
import { Preloader } from '../components/Preloader';
import { canOpen, missingUserData } from '../lib/access';
import { useAuth } from '../lib/auth';
import { paths, signinRedirecting } from '../lib/paths';
import { useOnline } from '../lib/use-online';

/** A logged-out visit goes to /signin, carrying the page asked for (not after signing out from it). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'unknown' || status === 'loggingIn') return <Preloader />;
  if (status === 'out')
    return <Navigate replace to={signedOut ? paths.signin : signinRedirecting(location.pathname + location.search)} />;
  return <>{children}</>;
}

/** /authorization, /signin and /registration: signed-in users are sent to /. */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'unknown') return <Preloader />;
  if (status === 'in') return <Navigate replace to={paths.home} />;
  return <>{children}</>;
}

/** Panel routes and /chats: a signed-in user lacking every one of the features goes to /profile. */
export function RequireFeature({ features, children }: { features: readonly Feature[]; children: ReactNode }) {
  const { profile } = useAuth();
  return <RequireAuth>{canOpen(profile, features) ? children : <Navigate replace to={paths.profile} />}</RequireAuth>;
}

/**
 * /chat needs complete user data; otherwise the wizard asks for it first. Not with no connection:
 * the wizard could not save, and the feed shows the stories kept on the device (issue 26 §4).
 */
export function RequireCompleteData({ children }: { children: ReactNode }) {
  const { profile } = useAuth();
  const online = useOnline();
  const incomplete = online && !!profile && missingUserData(profile).length > 0;
  return <RequireAuth>{incomplete ? <Navigate replace to={paths.wizard} /> : children}</RequireAuth>;
}
