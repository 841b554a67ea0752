/**
 * The team's answer to a parent's written data request (issue 26 §11, decision 060): the request's
 * reference, then download the parent's data or delete the account. The server logs both with the
 * staff member and the reference.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyNote, PrivacyRequestForm } from '@tt/contract';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToasts } from '../../../components/Toasts';
import { useAccountExport } from '../../../lib/api/account-export';
import { useDeleteUser } from '../api/delete-user';

export function DataRequestDialog({ id, email, close }: { id: number; email: string; close(): void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const remove = useDeleteUser();
  const form = useSchemaForm(PrivacyRequestForm, { note: '' });
  const note = form.watch('note');
  const [asking, setAsking] = useState(false);
  const exportData = useAccountExport();
  const noteOk = PrivacyNote.safeParse(note).success;

  return (
    <Form
      form={form}
      className="data-request"
      onSubmit={({ note }) => exportData.mutate({ user: id, note })}
      failure={!asking && exportData.error}
    >
      <p>{t('usersData.text')}</p>
      <FormField name="note" label={t('usersData.note')} maxLength={500} autoComplete="off" />
      {asking ? (
        <ConfirmDialog
          label={t('usersData.delete')}
          text={t('usersData.deleteText', { email })}
          yes={t('accountData.deleteYes')}
          busy={remove.isPending}
          failure={remove.error}
          onYes={() =>
            remove.mutate(
              { id, note: note.trim() },
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
          <button type="submit" className="button button--ghost" disabled={!noteOk || exportData.isPending}>
            {t('usersData.download')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={!noteOk}
            onClick={() => void form.handleSubmit(() => setAsking(true))()}
          >
            {t('usersData.delete')}
          </button>
        </div>
      )}
    </Form>
  );
}
