/**
 * "Sign in with Google" on the sign-in page: the ID token Google hands back is sent to user/link. A
 * Google identity with no account yet is a sign-up: the server asks (422 on parentConsent) for the
 * consent the registration form asks for, so the page asks for it here and sends the same token again.
 */
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_VERSION, type SignedIn } from '@tt/contract';
import { GoogleButton as GoogleIdentityButton } from '../../../components/GoogleButton';
import { ApiError } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/error-text';
import { paths } from '../../../lib/paths';
import type { DialogMessage } from '../../../components/Dialog';
import { useLinkGoogle } from '../api/link-google';

interface Props {
  onStart(): void;
  onSignedIn(result: SignedIn): void;
  onError(message: DialogMessage): void;
}

const asksConsent = (err: unknown) => err instanceof ApiError && err.errors.some((e) => e.field === 'parentConsent');

export function GoogleButton({ onStart, onSignedIn, onError }: Props) {
  const { t } = useTranslation();
  const link = useLinkGoogle();
  /** The token of a Google identity that has no account yet, kept while its person confirms. */
  const [newAccount, setNewAccount] = useState<string | null>(null);
  const [ticked, setTicked] = useState(false);
  const [untickedTry, setUntickedTry] = useState(false);
  const failed = (detail?: string) =>
    onError({
      title: t('signin.failed'),
      text: detail ? `${t('errors.googleFailed')}: ${detail}` : t('errors.googleFailed'),
    });
  const send = (idToken: string, parentConsent?: typeof PRIVACY_NOTICE_VERSION) => {
    onStart();
    link.mutate(
      { idToken, parentConsent },
      {
        onSuccess: onSignedIn,
        onError: (err) => {
          if (!parentConsent && asksConsent(err)) setNewAccount(idToken);
          else failed(errorText(t, err));
        },
      },
    );
  };
  return (
    <>
      <GoogleIdentityButton onCredential={(credential) => send(credential)} onUnavailable={() => failed()} />
      {newAccount && (
        <div className="google-consent">
          <p>{t('signin.googleNew')}</p>
          <div className="field field--check">
            <label className="check">
              <input
                type="checkbox"
                checked={ticked}
                aria-invalid={untickedTry && !ticked}
                onChange={(e) => setTicked(e.target.checked)}
              />
              <span>
                <Trans
                  i18nKey="registration.consent"
                  components={{ notice: <a href={paths.privacy} target="_blank" rel="noopener" /> }}
                />
              </span>
            </label>
            {untickedTry && !ticked && (
              <p className="field__error" role="alert">
                {t('validation.parentConsent')}
              </p>
            )}
          </div>
          <button
            type="button"
            className="button"
            disabled={link.isPending}
            onClick={() => (ticked ? send(newAccount, PRIVACY_NOTICE_VERSION) : setUntickedTry(true))}
          >
            {t('signin.googleCreate')}
          </button>
        </div>
      )}
    </>
  );
}
