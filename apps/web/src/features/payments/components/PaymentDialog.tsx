/**
 * The `setpayment` modal (consumer §2 Payment dialog): the form, then the bank's card page, then
 * the outcome. Success comes from the real-time `paymentChanged` of this payment; the plans and
 * the licence reload at the same moment, so the page behind shows the full licence at once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput, Plan } from '@tt/contract';
import { StatusIcon } from '../../../components/StatusIcon';
import { useUserPlans } from '../api/get-user-plans';
import { usePaymentUpdates } from '../api/use-payment-updates';
import { formatEnd } from '../plan-prices';
import { CardStep } from './CardStep';
import { PaymentForm } from './PaymentForm';

type Step = { at: 'form' } | { at: 'card'; start: CallOutput<'payments/init'> } | { at: 'paid' } | { at: 'declined' };

interface Props {
  plan: Plan;
  contact: { email: string | null; phone: string | null };
  onDone(): void;
}

export function PaymentDialog({ plan, contact, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>({ at: 'form' });
  const userPlans = useUserPlans();
  usePaymentUpdates((change) => {
    if (step.at !== 'card' || change.paymentId !== step.start.paymentId) return;
    if (change.state === 'confirmed') setStep({ at: 'paid' });
    if (change.state === 'rejected') setStep({ at: 'declined' });
  });

  if (step.at === 'card') return <CardStep start={step.start} />;
  if (step.at === 'paid') {
    const validTo = userPlans.data?.licence?.ValidTo;
    return (
      <div className="payment-outcome" role="status">
        <StatusIcon kind="success" size={48} />
        <p>{t('payment.paid')}</p>
        {validTo && <p>{t('payment.fullUntil', { date: formatEnd(validTo, i18n.language) })}</p>}
        <button type="button" className="button" onClick={onDone}>
          {t('payment.done')}
        </button>
      </div>
    );
  }
  return (
    <div className="payment-dialog">
      <h3 className="payment-dialog__plan">{plan.name}</h3>
      {step.at === 'declined' && (
        <p className="payment-outcome payment-outcome--error" role="alert">
          <StatusIcon kind="error" /> {t('errors.paymentDeclined')}
        </p>
      )}
      <PaymentForm plan={plan} contact={contact} onStarted={(start) => setStep({ at: 'card', start })} />
    </div>
  );
}
