/**
 * The team's answer to a parent's written data request (issue 26 §11, decision 060): the request's
 * reference, then download the parent's data or delete the account. The server logs both with the
 * staff member and the reference.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyNote } from '@tt/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToasts } from '../../../components/Toasts';
import { downloadAccountExport } from '../../../lib/api/account-export';
import { errorText } from '../../../lib/api/error-text';
import { useDeleteUser } from '../api/delete-user';

export function DataRequestDialog({ id, email, close }: { id: number; email: string; close(): void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const remove = useDeleteUser();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const noteOk = PrivacyNote.safeParse(note).success;

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadAccountExport({ user: id, note });
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="data-request">
      <p>{t('usersData.text')}</p>
      <label>
        {t('usersData.note')}
        <input className="input" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      {error && !asking && <p className="form-error">{error}</p>}
      {asking ? (
        <ConfirmDialog
          label={t('usersData.delete')}
          text={t('usersData.deleteText', { email })}
          yes={t('accountData.deleteYes')}
          busy={remove.isPending}
          error={remove.error && <p className="form-error">{errorText(t, remove.error)}</p>}
          onYes={() =>
            remove.mutate(
              { id, note },
              {
                onSuccess: () => {
                  toasts.show(t('usersData.deleted'), { icon: 'success' });
                  close();
                },
              },
            )
          }
          onNo={() => setAsking(false)}
        />
      ) : (
        <div className="row">
          <button
            type="button"
            className="button button--ghost"
            disabled={!noteOk || downloading}
            onClick={() => void download()}
          >
            {t('usersData.download')}
          </button>
          <button type="button" className="button button--danger" disabled={!noteOk} onClick={() => setAsking(true)}>
            {t('usersData.delete')}
          </button>
        </div>
      )}
    </div>
  );
}
