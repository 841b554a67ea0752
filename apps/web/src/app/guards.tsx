/** Route guards: sign-in, logged-out pages, panel features and complete user data. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toHex, type Feature } from '@tt/contract';
import { Preloader } from '../components/Preloader';
import { canOpen, missingUserData } from './access';
import { useAuth } from './auth';
import { paths } from './paths';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'unknown' || status === 'loggingIn') return <Preloader />;
  if (status === 'out') return <Navigate replace to={`${paths.signin}?redirect=${toHex(location.pathname + location.search)}`} />;
  return <>{children}</>;
}

/** /authorization, /signin and /registration: signed-in users are sent on (to / unless the page said where). */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const { status, afterSignIn } = useAuth();
  if (status === 'unknown') return <Preloader />;
  if (status === 'in') return <Navigate replace to={afterSignIn ?? paths.home} />;
  return <>{children}</>;
}

/** Panel routes: a user lacking the feature is sent to /profile. */
export function RequireFeature({ features, children }: { features: readonly Feature[]; children: ReactNode }) {
  const { profile } = useAuth();
  return (
    <RequireAuth>
      {canOpen(profile, features) ? children : <Navigate replace to={paths.profile} />}
    </RequireAuth>
  );
}

export function RequireCompleteData({ children }: { children: ReactNode }) {
  const { profile } = useAuth();
  return <RequireAuth>{profile && missingUserData(profile).length ? <Navigate replace to={paths.wizard} /> : children}</RequireAuth>;
}
