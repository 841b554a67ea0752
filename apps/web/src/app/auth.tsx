/**
 * Auth state (consumer §4): unknown (-1) → not logged in / logging in (2) → logged in. Checked
 * at start from a saved token; a saved user is used offline when the server cannot be reached.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Feature, UserInfo } from '@tt/contract';
import { api, ApiError } from '../lib/api';
import { storage } from '../lib/storage';

export type AuthStatus = 'unknown' | 'out' | 'loggingIn' | 'in';
export interface Profile {
  info: UserInfo;
  features: Feature[];
}

interface AuthValue {
  status: AuthStatus;
  profile: Profile | null;
  /**
   * Stores the token and profile a sign-in, registration or link call returned. `goTo` is where
   * the auth pages send the user next (they are left by the LoggedOutOnly guard, in one render).
   */
  acceptSignIn(result: Profile & { token: string }, goTo?: string): void;
  /** Where a just-signed-in user goes from an auth page. */
  afterSignIn: string | null;
  setProfile(profile: Profile): void;
  setLoggingIn(on: boolean): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>(() => (storage.token() ? 'unknown' : 'out'));
  const [profile, setProfileState] = useState<Profile | null>(null);
  const [afterSignIn, setAfterSignIn] = useState<string | null>(null);

  const setProfile = useCallback((p: Profile) => {
    storage.setSavedUser(p);
    setProfileState(p);
  }, []);

  const clear = useCallback(() => {
    storage.setToken(null);
    storage.setSavedUser(null);
    setProfileState(null);
    setStatus('out');
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    if (!storage.token()) return;
    api('user/info/get', {})
      .then((p) => {
        setProfile(p);
        setStatus('in');
      })
      .catch((err: unknown) => {
        const saved = storage.savedUser<Profile>();
        if (err instanceof ApiError && err.code === 20 && saved) {
          setProfileState(saved);
          setStatus('in');
        } else clear();
      });
  }, [clear, setProfile]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      profile,
      afterSignIn,
      acceptSignIn: ({ token, ...p }, goTo) => {
        setAfterSignIn(goTo ?? null);
        storage.setToken(token);
        if (p.info.email) storage.setLastLogin(p.info.email);
        setProfile(p);
        setStatus('in');
      },
      setProfile,
      setLoggingIn: (on) => setStatus((s) => (on ? 'loggingIn' : s === 'loggingIn' ? 'out' : s)),
      signOut: async () => {
        await api('user/signout', {}).catch(() => undefined);
        clear();
      },
    }),
    [status, profile, afterSignIn, setProfile, clear],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
