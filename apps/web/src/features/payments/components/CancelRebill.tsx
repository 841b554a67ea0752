/** Turns rebill off after a yes/no question (payments/cancel/subscription); the plan runs to its end. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { usePinGate } from '../../../components/usePinGate';
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
    <div className="plan-card__ask" role="alertdialog" aria-label={t('plans.cancelRebill')}>
      <p>{end ? t('plans.cancelAskUntil', { date: end }) : t('plans.cancelAsk')}</p>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => setAsking(false) })}
        >
          {t('plans.cancelYes')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setAsking(false)} autoFocus>
          {t('common.no')}
        </button>
      </div>
      {cancel.error && <p role="alert">{errorText(t, cancel.error)}</p>}
    </div>
  );
}
