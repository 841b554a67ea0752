/** "Sign in with Google": shown only when the server has a Google client id (app/info). */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';

interface GoogleId {
  accounts: { id: { initialize(o: object): void; renderButton(el: HTMLElement, o: object): void } };
}

export const appInfoQuery = { queryKey: ['app/info'], queryFn: () => api('app/info', {}), staleTime: 532_800_000 };

function loadGoogleScript(): Promise<GoogleId> {
  const w = window as unknown as { google?: GoogleId };
  if (w.google) return Promise.resolve(w.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => (w.google ? resolve(w.google) : reject(new Error('no google')));
    script.onerror = () => reject(new Error('Google sign-in could not load'));
    document.head.append(script);
  });
}

export function GoogleButton({ onSignedIn, onError }: { onSignedIn(r: CallOutput<'user/link'>): void; onError(text: string): void }) {
  const { t } = useTranslation();
  const { data } = useQuery(appInfoQuery);
  const holder = useRef<HTMLDivElement>(null);
  const clientId = data?.googleClientId;
  // The callbacks change every render; the script is set up once per client id.
  const callbacks = useRef({ onSignedIn, onError });
  callbacks.current = { onSignedIn, onError };

  useEffect(() => {
    if (!clientId || !holder.current) return;
    let cancelled = false;
    loadGoogleScript()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }: { credential: string }) =>
            api('user/link', { provider: 'google', idToken: credential }).then(
              (r) => callbacks.current.onSignedIn(r),
              (err) => callbacks.current.onError(`${t('errors.googleFailed')}: ${errorText(t, err)}`),
            ),
        });
        google.accounts.id.renderButton(holder.current, { theme: 'outline', shape: 'pill', text: 'signin_with' });
      })
      .catch(() => callbacks.current.onError(t('errors.googleFailed')));
    return () => {
      cancelled = true;
    };
  }, [clientId, t]);

  if (!clientId) return null;
  return <div ref={holder} className="google-button" aria-label={t('signin.google')} />;
}
