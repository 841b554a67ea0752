import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SignedIn } from '@tt/contract';
import { useAuth } from '../../../lib/auth';

/**
 * Keeps the new session and moves on to `goTo` in one render, so the auth page's guard (which
 * sends signed-in users to /) never sees the signed-in state. The router updates its location in
 * a transition; the session is set in the same transition so both land together.
 */
export function useFinishSignIn(): (result: SignedIn, goTo: string) => void {
  const { acceptSignIn } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    (result, goTo) => {
      startTransition(() => {
        acceptSignIn(result);
        void navigate(goTo, { replace: true });
      });
    },
    [acceptSignIn, navigate],
  );
}
