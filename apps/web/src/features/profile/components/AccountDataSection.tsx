/**
 * Your data is yours (issue 26 §11, decision 060): download everything held about the account as one
 * zip, or delete the account. It sits in the settings, which a parental pin keeps locked; deleting asks
 * for the pin once more (sent with the deletion, which the server checks again) and for the password, or
 * a fresh sign-in with Google for an account without one (issue 32 §1): a child or a borrowed phone cannot.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { GoogleButton } from '../../../components/GoogleButton';
import { useToasts } from '../../../components/Toasts';
import { usePinGate } from '../../../components/use-pin-gate';
import { useAccountExport } from '../../../lib/api/account-export';
import { errorText } from '../../../lib/api/error-text';
import { useAuth } from '../../../lib/auth';
import { useDeleteAccount } from '../api/delete-account';

export function AccountDataSection() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const gate = usePinGate();
  const { profile, forgetDeletedAccount } = useAuth();
  const exportData = useAccountExport();
  const deletion = useDeleteAccount(() => {
    toasts.show(t('accountData.deleted'), { icon: 'success', ms: 6000 });
    forgetDeletedAccount();
  });
  /** Deleting is being asked about, with the pin already given (null: none is set). */
  const [asking, setAsking] = useState<{ pin: string | null } | null>(null);
  const [password, setPassword] = useState('');
  /** Google's sign-in could not be offered: said in the dialog until the next try. */
  const [googleFailed, setGoogleFailed] = useState(false);
  const busy = exportData.isPending || deletion.isPending;

  const download = () =>
    exportData.mutateAsync().catch((err: unknown) => toasts.show(errorText(t, err), { icon: 'error' }));
  const ask = async () => {
    const pinSet = await gate.pinIsSet().catch(() => false);
    const pin = pinSet ? await gate.askPin() : null;
    if (pinSet && !pin) return;
    setPassword('');
    setGoogleFailed(false);
    deletion.reset();
    setAsking({ pin });
  };
  const remove = (idToken?: string) => {
    setGoogleFailed(false);
    deletion.mutate({ login: profile?.info.email ?? '', password, idToken, pin: asking?.pin ?? undefined });
  };

  return (
    <fieldset className="account-data">
      <legend>{t('accountData.title')}</legend>
      <p className="muted">{t('accountData.text')}</p>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void download()}>
        {t('accountData.download')}
      </button>
      {asking ? (
        <ConfirmDialog
          label={t('accountData.deleteTitle')}
          title={t('accountData.deleteTitle')}
          text={t('accountData.deleteText')}
          yes={t('accountData.deleteYes')}
          busy={deletion.isPending}
          // Google's sign-in that could not be offered is said instead of an earlier failed deletion
          failure={googleFailed || deletion.error}
          describeFailure={googleFailed ? () => t('errors.googleFailed') : undefined}
          onYes={() => remove()}
          onNo={() => setAsking(null)}
        >
          <label className="field">
            <span>{t('accountData.password')}</span>
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <GoogleButton
            text="continue_with"
            onCredential={(idToken) => remove(idToken)}
            onUnavailable={() => setGoogleFailed(true)}
          />
        </ConfirmDialog>
      ) : (
        <button type="button" className="button button--danger" disabled={busy} onClick={() => void ask()}>
          {t('accountData.delete')}
        </button>
      )}
    </fieldset>
  );
}
