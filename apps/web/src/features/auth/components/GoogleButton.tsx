/**
 * "Sign in with Google": shown only when app/info carries a Google client id. Google's script is
 * loaded only then; the ID token it hands back is sent to user/link.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '@tt/contract';
import { useAppInfo } from '../../../lib/api/app-info';
import { errorText } from '../../../lib/api/error-text';
import type { DialogMessage } from '../../../components/Dialog';
import { useLinkGoogle } from '../api/link-google';

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
  onStart(): void;
  onSignedIn(result: SignedIn): void;
  onError(message: DialogMessage): void;
}

export function GoogleButton(props: Props) {
  const { t, i18n } = useTranslation();
  const clientId = useAppInfo().data?.googleClientId;
  const link = useLinkGoogle();
  const holder = useRef<HTMLDivElement>(null);
  // Google keeps the first callback it is given; it must always reach the latest props.
  const latest = useRef({ props, link, t });
  latest.current = { props, link, t };

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const failed = (detail?: string) => {
      const { t: tr, props: p } = latest.current;
      p.onError({
        title: tr('signin.failed'),
        text: detail ? `${tr('errors.googleFailed')}: ${detail}` : tr('errors.googleFailed'),
      });
    };
    loadGoogle()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }: { credential: string }) => {
            const { props: p, link: l, t: tr } = latest.current;
            p.onStart();
            l.mutate(credential, { onSuccess: p.onSignedIn, onError: (err) => failed(errorText(tr, err)) });
          },
        });
        google.accounts.id.renderButton(holder.current, {
          theme: 'outline',
          shape: 'pill',
          size: 'large',
          text: 'signin_with',
          locale: i18n.language,
        });
      })
      .catch(() => !cancelled && failed());
    return () => {
      cancelled = true;
    };
  }, [clientId, i18n.language]);

  if (!clientId) return null;
  return (
    <div className="google-button" role="group" aria-label={t('signin.google')}>
      <div ref={holder} />
    </div>
  );
}
