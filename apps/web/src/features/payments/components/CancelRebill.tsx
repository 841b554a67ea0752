/** Turns rebill off after a yes/no question (payments/cancel/subscription); the plan runs to its end. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { usePinGate } from '../../../components/use-pin-gate';
import { useCancelSubscription } from '../api/cancel-subscription';

export function CancelRebill({ end }: { end: string | null }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSubscription();
  const gate = usePinGate();
  if (!asking)
    return (
      <button type="button" className="button button--ghost" onClick={() => void gate.guard(() => setAsking(true))}>
        {t('plans.cancelRebill')}
      </button>
    );
  return (
    <ConfirmDialog
      className="plan-card__ask"
      label={t('plans.cancelRebill')}
      text={end ? t('plans.cancelAskUntil', { date: end }) : t('plans.cancelAsk')}
      yes={t('plans.cancelYes')}
      busy={cancel.isPending}
      failure={cancel.error}
      onYes={() => cancel.mutate(undefined, { onSuccess: () => setAsking(false) })}
      onNo={() => setAsking(false)}
    />
  );
}
