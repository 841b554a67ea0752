/**
 * The refund dialog (panel §5, §8): a value in whole rubles from 0 to the amount paid (0 refunds
 * by the period used), checked with the contract's refund rule; a yes/no question showing the
 * amount and what it does to the plan (decision 047: shorter by its share of the period, trial days
 * kept; a full refund also stops renewal); then the refund is sent in kopecks. Success closes the dialog with a success toast (the
 * list reloads); a failure shows the error icon with the message for its code.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINOR_UNITS, refundForm, type CallOutput } from '@tt/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { StatusIcon } from '../../../components/StatusIcon';
import { useToasts } from '../../../components/Toasts';
import { errorText } from '../../../lib/api/error-text';
import { useRefundPayment } from '../api/refund-payment';

type Payment = CallOutput<'admin/payments/list'>['data'][number];

export function RefundDialog({ payment, onDone }: { payment: Payment; onDone(): void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  // what is left after earlier partial refunds is the most that may still go back
  const leftMinor = payment.value - payment.refunded;
  const maxRub = Math.floor(leftMinor / MINOR_UNITS);
  const form = useSchemaForm(refundForm(leftMinor), { value: maxRub });
  const [asking, setAsking] = useState<number | null>(null);
  const refund = useRefundPayment();

  const send = (rub: number) =>
    refund.mutate(
      { id: payment.id, value: Math.round(rub * MINOR_UNITS) },
      {
        onSuccess: () => {
          toasts.show(t('refund.done'), { icon: 'success' });
          onDone();
        },
        onError: () => setAsking(null),
      },
    );

  /** What the refund does to the plan, said before the admin confirms (decision 047). */
  const consequence = (rubles: number) => {
    if (rubles === 0) return t('refund.planByPeriod');
    const kopecks = Math.round(rubles * MINOR_UNITS);
    const days = Number((((payment.period ?? 31) * kopecks) / payment.value).toFixed(1));
    return kopecks >= leftMinor ? t('refund.planEnds', { days }) : t('refund.planShorter', { days });
  };

  if (asking !== null)
    return (
      <ConfirmDialog
        className="refund-dialog"
        label={t('refund.title')}
        text={`${asking === 0 ? t('refund.askByPeriod') : t('refund.ask', { amount: asking.toFixed(2) })} ${consequence(asking)}`}
        yes={t('refund.yes')}
        busy={refund.isPending}
        onYes={() => send(asking)}
        onNo={() => setAsking(null)}
      />
    );

  return (
    <Form
      form={form}
      className="refund-dialog"
      onSubmit={({ value }) => setAsking(value)}
      failure={refund.error}
      describeFailure={(failure) => (
        <>
          <StatusIcon kind="error" label={t('refund.failed')} /> {errorText(t, failure)}
        </>
      )}
    >
      <p>{t('refund.paid', { amount: (payment.value / MINOR_UNITS).toFixed(2) })}</p>
      <FormField
        id="refund-value"
        name="value"
        label={t('refund.value')}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxRub}
        step={1}
        hint={t('refund.zeroHint')}
        rules={{ valueAsNumber: true }}
        params={{ max: maxRub }}
      />
      <button type="submit" className="button">
        {t('refund.submit')}
      </button>
    </Form>
  );
}
