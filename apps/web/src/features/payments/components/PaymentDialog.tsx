/**
 * The `setpayment` modal (consumer §2 Payment dialog): the form, then the bank's card page, then
 * the outcome. Success comes from the real-time `paymentChanged` of this payment; the plans and
 * the licence reload at the same moment, so the page behind shows the full licence at once.
 * The form stays mounted (hidden) while the card page or the terms are shown, so a declined card
 * or a look at the terms comes back to it as it was: period, promo code and contact kept.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput, Plan } from '@tt/contract';
import { LegalText, type LegalPage } from '../../../components/LegalText';
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
  const [reading, setReading] = useState<LegalPage | null>(null);
  const userPlans = useUserPlans();
  usePaymentUpdates((change) => {
    if (step.at !== 'card' || change.paymentId !== step.start.paymentId) return;
    if (change.state === 'confirmed') setStep({ at: 'paid' });
    // a card page left past its lifetime cannot be paid any more: as a declined card, pay again
    if (change.state === 'rejected' || change.state === 'expired') setStep({ at: 'declined' });
  });

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
    <>
      {step.at === 'card' && <CardStep start={step.start} />}
      {reading && step.at !== 'card' && <TermsReader page={reading} onBack={() => setReading(null)} />}
      <div className="payment-dialog" hidden={step.at === 'card' || !!reading}>
        <h3 className="payment-dialog__plan">{plan.name}</h3>
        {step.at === 'declined' && (
          <p className="payment-outcome payment-outcome--error" role="alert">
            <StatusIcon kind="error" /> {t('errors.paymentDeclined')}
          </p>
        )}
        <PaymentForm
          plan={plan}
          contact={contact}
          onRead={setReading}
          onStarted={(start) => setStep({ at: 'card', start })}
        />
      </div>
    </>
  );
}

/** The terms or the privacy policy inside the dialog, with the way back to the form. */
function TermsReader({ page, onBack }: { page: LegalPage; onBack(): void }) {
  const { t } = useTranslation();
  const top = useRef<HTMLElement>(null);
  // the dialog starts again at its top, the title focused, wherever the form was scrolled to
  useEffect(() => {
    const dialog = top.current?.closest('[role="dialog"]');
    if (dialog) dialog.scrollTop = 0;
    document.getElementById('payment-reading')?.focus({ preventScroll: true });
  }, [page]);
  const back = (
    <button type="button" className="button button--ghost" onClick={onBack}>
      {t('payment.backToPayment')}
    </button>
  );
  return (
    <article className="prose payment-reading" ref={top}>
      {back}
      <LegalText page={page} headingId="payment-reading" />
      {back}
    </article>
  );
}
