/**
 * Auth state (consumer §4): unknown (-1) at start, then not logged in, logging in (2) or logged
 * in. A saved token is checked at start with user/info/get; only an answer that the session is over
 * forgets it; when the server cannot be reached or fails, the saved user is used. Sign-out revokes the session, then forgets credentials and caches.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type Feature, type SignedIn, type UserInfo } from '@tt/contract';
import { ApiError, onSessionRejected } from './api/client';
import { getUserInfo } from './api/user-info';
import { signOut as signOutOnServer } from './api/sign-out';
import { adoptAccountLocale } from './i18n';
import { tellParentLocaleOnce } from './parent-locale';
import { storage } from './storage';
import { clearOffline } from './offline-stories';

/** unknown is the spec's -1 and loggingIn its 2. */
export type AuthStatus = 'unknown' | 'out' | 'loggingIn' | 'in';

export interface Profile {
  info: UserInfo;
  features: Feature[];
}

interface AuthValue {
  status: AuthStatus;
  profile: Profile | null;
  /** True after the user signed out here: protected pages then send to plain /signin, not back to themselves. */
  signedOut: boolean;
  beginSignIn(): void;
  /** A failed sign-in resets the state to not logged in. */
  failSignIn(): void;
  /**
   * Keeps the token and user a sign-in, registration or Google call returned. Auth pages call it
   * through useFinishSignIn, which moves on to the next page in the same render.
   */
  acceptSignIn(result: SignedIn): void;
  setProfile(profile: Profile): void;
  /** Asks the server for the user again (after the e-mail is confirmed, for instance). */
  refreshProfile(): Promise<void>;
  signOut(): Promise<void>;
  /**
   * The account is being deleted (decision 060): when its sessions end, this device forgets its own
   * and protected pages send to plain /signin. Called with false when the deletion failed.
   */
  expectAccountGone(expected: boolean): void;
  /** The account is deleted: this device forgets the session the server has already ended. */
  forgetDeletedAccount(): void;
}

const AuthContext = createContext<AuthValue | null>(null);

/** The answers to the start-up check that mean the saved session is over. */
const SESSION_OVER = new Set<number>([
  ERROR_CODES.wrongToken,
  ERROR_CODES.unauthorized,
  ERROR_CODES.needCredentials,
  ERROR_CODES.forbidden,
]);

/** At start, a saved token is checked with the server: signed in, or (only when it says so) signed out. */
function useSavedSessionCheck({
  setProfile,
  setSavedProfile,
  setStatus,
  forget,
}: {
  setProfile: (p: Profile) => void;
  setSavedProfile: (p: Profile) => void;
  setStatus: (s: AuthStatus) => void;
  forget: () => void;
}) {
  useEffect(() => {
    if (!storage.token()) return;
    const controller = new AbortController();
    getUserInfo({ signal: controller.signal })
      .then((p) => {
        setProfile(p);
        setStatus('in');
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        // only the server saying the session is over ends it: a busy or failing server (a 429, a 500, no
        // answer) must not sign a family out and drop the stories kept for offline
        if (err instanceof ApiError && SESSION_OVER.has(err.code)) return forget();
        const saved = storage.savedUser<Profile>();
        if (saved) setSavedProfile(saved);
        // without a saved user the pages show signed out; the token stays for the next start to check again
        setStatus(saved ? 'in' : 'out');
      });
    return () => controller.abort();
  }, [forget, setProfile, setSavedProfile, setStatus]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>(() => (storage.token() ? 'unknown' : 'out'));
  const [profile, setProfileState] = useState<Profile | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  /** The address kept while a deletion runs, given back if it fails. */
  const goneLogin = useRef('');

  const setProfile = useCallback((p: Profile) => {
    storage.setSavedUser(p);
    setProfileState(p);
    adoptAccountLocale(p.info);
    tellParentLocaleOnce(p.info);
  }, []);

  const forget = useCallback(() => {
    storage.clearCredentials();
    setProfileState(null);
    setStatus('out');
    queryClient.clear();
    // stories kept for offline belong to this account's plan: the next one on the device starts empty
    void clearOffline();
  }, [queryClient]);

  useSavedSessionCheck({ setProfile, setSavedProfile: setProfileState, setStatus, forget });

  // A session revoked elsewhere (signed out on another device) ends this one too.
  useEffect(() => onSessionRejected(forget), [forget]);

  const refreshProfile = useCallback(async () => {
    if (!storage.token()) return;
    setProfile(await getUserInfo());
  }, [setProfile]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      profile,
      signedOut,
      beginSignIn: () => setStatus('loggingIn'),
      failSignIn: () => setStatus((s) => (s === 'loggingIn' ? 'out' : s)),
      acceptSignIn: ({ token, ...p }) => {
        setSignedOut(false);
        storage.setToken(token);
        if (p.info.login ?? p.info.email) storage.setLastLogin((p.info.login ?? p.info.email)!);
        setProfile(p);
        setStatus('in');
      },
      setProfile,
      refreshProfile,
      signOut: async () => {
        // the session is forgotten on this device even if the server cannot be told
        await signOutOnServer().catch(() => undefined);
        setSignedOut(true);
        forget();
      },
      expectAccountGone: (expected) => {
        // the address goes before the answer: a held sync hearing the end first opens the sign-in page
        if (expected) {
          goneLogin.current = storage.lastLogin();
          storage.forgetLastLogin();
        } else if (goneLogin.current) storage.setLastLogin(goneLogin.current);
        setSignedOut(expected);
      },
      forgetDeletedAccount: () => {
        storage.forgetLastLogin();
        setSignedOut(true);
        forget();
      },
    }),
    [status, profile, signedOut, setProfile, refreshProfile, forget],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth is used outside AuthProvider');
  return value;
}
