/**
 * Google's "Sign in with Google" button: shown only when app/info carries a Google client id, Google's
 * script loaded only then. The ID token Google hands back goes to `onCredential` (sign-in sends it to
 * user/link; deleting the account sends it as proof of a fresh sign-in).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../lib/api/app-info';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: { id: { initialize(options: object): void; renderButton(el: HTMLElement, options: object): void } };
}

let loading: Promise<GoogleIdentity> | null = null;

function loadGoogle(): Promise<GoogleIdentity> {
  const w = window as unknown as { google?: GoogleIdentity };
  if (w.google) return Promise.resolve(w.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT;
    script.async = true;
    script.onload = () => (w.google ? resolve(w.google) : reject(new Error('Google Identity Services did not start')));
    script.onerror = () => reject(new Error('Google Identity Services could not load'));
    document.head.append(script);
  }).catch((err: unknown) => {
    loading = null; // a later visit may try again
    throw err;
  });
  return loading;
}

interface Props {
  onCredential(idToken: string): void;
  /** Google's script could not load or start. */
  onUnavailable(): void;
  /** Google's words on the button: "Sign in with Google" or "Continue with Google". */
  text?: 'signin_with' | 'continue_with';
}

export function GoogleButton(props: Props) {
  const { t, i18n } = useTranslation();
  const clientId = useAppInfo().data?.googleClientId;
  const holder = useRef<HTMLDivElement>(null);
  // Google keeps the first callback it is given; it must always reach the latest props.
  const latest = useRef(props);
  latest.current = props;
  const text = props.text ?? 'signin_with';

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }: { credential: string }) => latest.current.onCredential(credential),
        });
        google.accounts.id.renderButton(holder.current, {
          theme: 'outline',
          shape: 'pill',
          size: 'large',
          text,
          locale: i18n.language,
        });
      })
      .catch(() => !cancelled && latest.current.onUnavailable());
    return () => {
      cancelled = true;
    };
  }, [clientId, i18n.language, text]);

  if (!clientId) return null;
  return (
    <div className="google-button" role="group" aria-label={t('signin.google')}>
      <div ref={holder} />
    </div>
  );
}
