/**
 * Marking a statement paid, asked first with the amount and reference, and taking it back (issue 34 point 3):
 * within PAYOUTS.undoPaidMs of the mark an Undo puts the statement back to due; later the server says why not.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calls, PAYOUTS, type PayoutStatement } from '@tt/contract';
import { errorText } from '../../../lib/api/error-text';
import { formatMoney } from '../../../lib/money';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { useToasts } from '../../../components/Toasts';
import { useMarkPaid } from '../api/mark-paid';
import { useUnmarkPaid } from '../api/unmark-paid';

/** The transfer reference, checked as the server checks it. */
const MarkPaidForm = calls['team/payouts/markpaid'].input.pick({ reference: true });

export function MarkPaid({ statement }: { statement: PayoutStatement }) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(MarkPaidForm, { reference: '' });
  const reference = form.watch('reference');
  const mark = useMarkPaid();
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <Form
      form={form}
      className="row statement__pay"
      onSubmit={(values) => setAsking(values.reference.trim())}
      failure={mark.error}
    >
      <FormField
        id={`reference-${statement.id}`}
        name="reference"
        label={t('payouts.referenceLabel')}
        maxLength={200}
      />
      <button type="submit" className="button" disabled={mark.isPending || !reference.trim()}>
        {t('payouts.markPaid')}
      </button>
      {asking !== null && (
        <ConfirmDialog
          className="statement__confirm"
          label={t('payouts.confirmPaidTitle')}
          title={t('payouts.confirmPaidTitle')}
          text={t('payouts.confirmPaidText', {
            amount: formatMoney(statement.total, statement.currency, i18n.language),
            who: statement.ownerEmail ?? t('promo.owner', { id: statement.owner }),
            reference: asking,
          })}
          yes={t('payouts.confirmPaidYes')}
          busy={mark.isPending}
          onYes={() => mark.mutate({ id: statement.id, reference: asking }, { onSettled: () => setAsking(null) })}
          onNo={() => setAsking(null)}
        />
      )}
    </Form>
  );
}

/** Undo is offered while the mark is younger than a day (by this device's clock; the server decides). */
export function UndoPaid({ statement }: { statement: PayoutStatement }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const undo = useUnmarkPaid();
  const [now] = useState(() => Date.now());
  if (!statement.paidAt || now - Date.parse(statement.paidAt) >= PAYOUTS.undoPaidMs) return null;
  return (
    <div className="row statement__undo">
      <button
        type="button"
        className="button button--ghost"
        disabled={undo.isPending}
        onClick={() =>
          undo.mutate(statement.id, { onSuccess: () => toasts.show(t('payouts.undone'), { icon: 'success' }) })
        }
      >
        {t('payouts.undoPaid')}
      </button>
      <span className="field__hint">{t('payouts.undoHint')}</span>
      {undo.error && <p role="alert">{errorText(t, undo.error)}</p>}
    </div>
  );
}
