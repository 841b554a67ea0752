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
import { downloadAccountExport } from '../../../lib/api/account-export';
import { errorText } from '../../../lib/api/error-text';
import { useAuth } from '../../../lib/auth';
import { deleteAccount } from '../api/delete-account';

export function AccountDataSection() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const gate = usePinGate();
  const { profile, expectAccountGone, forgetDeletedAccount } = useAuth();
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  /** Deleting is being asked about, with the pin already given (null: none is set). */
  const [asking, setAsking] = useState<{ pin: string | null } | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy('export');
    try {
      await downloadAccountExport();
    } catch (err) {
      toasts.show(errorText(t, err), { icon: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const ask = async () => {
    const pinSet = await gate.pinIsSet().catch(() => false);
    const pin = pinSet ? await gate.askPin() : null;
    if (pinSet && !pin) return;
    setPassword('');
    setError(null);
    setAsking({ pin });
  };
  const remove = async (idToken?: string) => {
    setBusy('delete');
    setError(null);
    // the server ends every session before it answers: a held sync may hear that first
    expectAccountGone(true);
    try {
      await deleteAccount({ login: profile?.info.email ?? '', password, idToken, pin: asking?.pin ?? undefined });
      toasts.show(t('accountData.deleted'), { icon: 'success', ms: 6000 });
      forgetDeletedAccount();
    } catch (err) {
      expectAccountGone(false);
      setError(errorText(t, err));
      setBusy(null);
    }
  };

  return (
    <fieldset className="account-data">
      <legend>{t('accountData.title')}</legend>
      <p className="muted">{t('accountData.text')}</p>
      <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => void download()}>
        {t('accountData.download')}
      </button>
      {asking ? (
        <ConfirmDialog
          label={t('accountData.deleteTitle')}
          title={t('accountData.deleteTitle')}
          text={t('accountData.deleteText')}
          yes={t('accountData.deleteYes')}
          busy={busy === 'delete'}
          error={error && <p className="form-error">{error}</p>}
          onYes={() => void remove()}
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
            onCredential={(idToken) => void remove(idToken)}
            onUnavailable={() => setError(t('errors.googleFailed'))}
          />
        </ConfirmDialog>
      ) : (
        <button type="button" className="button button--danger" disabled={busy !== null} onClick={() => void ask()}>
          {t('accountData.delete')}
        </button>
      )}
    </fieldset>
  );
}
