/**
 * The refund dialog (panel §5, §8; issue 34 point 4): a value in whole rubles from 0 to what is left of
 * the payment after earlier partial refunds (0 refunds by the period used), a reason chosen from the
 * contract's list and an optional note, checked with the contract's refund rule; a yes/no question
 * showing the amount and what it does to the plan (decision 047); then the refund is sent in kopecks.
 * Success closes the dialog with a success toast (the list reloads, the refund in the row's history);
 * a failure shows the error icon with the message for its code.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MINOR_UNITS, REFUND_REASONS, refundForm, type CallOutput, type RefundReason } from '@tt/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Form, FormField, FormSelect, FormTextarea, useSchemaForm } from '../../../components/Form';
import { useToasts } from '../../../components/Toasts';
import { formatMoney } from '../../../lib/money';
import { useRefundPayment } from '../api/refund-payment';

type Payment = CallOutput<'admin/payments/list'>['data'][number];
interface Asked {
  value: number;
  reason: RefundReason;
  note?: string;
}

/** What refunding these rubles does to the plan, said before the admin confirms (decision 047). */
function planConsequence(t: TFunction, payment: Payment, rubles: number): string {
  if (rubles === 0) return t('refund.planByPeriod');
  // what is left after earlier partial refunds is the most that may still go back
  const leftMinor = payment.value - payment.refunded;
  const kopecks = Math.round(rubles * MINOR_UNITS);
  const days = Number((((payment.period ?? 31) * kopecks) / payment.value).toFixed(1));
  return kopecks >= leftMinor ? t('refund.planEnds', { days }) : t('refund.planShorter', { days });
}

export function RefundDialog({ payment, onDone }: { payment: Payment; onDone(): void }) {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  // what is left after earlier partial refunds is the most that may still go back
  const leftMinor = payment.value - payment.refunded;
  const maxRub = Math.floor(leftMinor / MINOR_UNITS);
  const form = useSchemaForm(refundForm(leftMinor), { value: maxRub, reason: '' as RefundReason, note: '' });
  const [asking, setAsking] = useState<Asked | null>(null);
  const refund = useRefundPayment();

  const send = ({ value, reason, note }: Asked) =>
    refund.mutate(
      { id: payment.id, value: Math.round(value * MINOR_UNITS), reason, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          toasts.show(t('refund.done'), { icon: 'success' });
          onDone();
        },
        onError: () => setAsking(null),
      },
    );

  if (asking !== null)
    return (
      <ConfirmDialog
        className="refund-dialog"
        label={t('refund.title')}
        text={`${asking.value === 0 ? t('refund.askByPeriod') : t('refund.ask', { amount: money(asking.value * MINOR_UNITS) })} ${planConsequence(t, payment, asking.value)}`}
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
      onSubmit={(asked) => setAsking(asked)}
      failure={refund.error}
      failureLabel={t('refund.failed')}
    >
      <p>{t('refund.paid', { amount: money(payment.value) })}</p>
      {payment.refunded > 0 && <p>{t('refund.left', { amount: money(leftMinor) })}</p>}
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
      <FormSelect id="refund-reason" name="reason" label={t('refund.reason')}>
        <option value="">{t('refund.chooseReason')}</option>
        {REFUND_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`refund.reason.${reason}`)}
          </option>
        ))}
      </FormSelect>
      <FormTextarea id="refund-note" name="note" label={t('refund.note')} rows={2} />
      <button type="submit" className="button">
        {t('refund.submit')}
      </button>
    </Form>
  );
}
