/** One plan of /features: its prices per period, the user's status in it, buy and cancel-rebill. */
import { useTranslation } from 'react-i18next';
import { DEFAULT_PLAN, type CallOutput, type Plan } from '@tt/contract';
import { formatEnd, formatRub, offeredPrices } from '../plan-prices';
import { CancelRebill } from './CancelRebill';

type UserPlan = CallOutput<'payments/userplans'>['plans'][number];

export function PlanCard({ plan, mine, onBuy }: { plan: Plan; mine: UserPlan | undefined; onBuy(): void }) {
  const { t, i18n } = useTranslation();
  const running = mine && (mine.active || mine.demo);
  const end = mine?.end ? formatEnd(mine.end, i18n.language) : null;
  return (
    <article className="card plan-card" aria-label={plan.name}>
      <h2>{plan.name}</h2>
      {/* the plan the server starts with reads in the reader's language; one staff wrote stays as written */}
      <p>{plan.description === DEFAULT_PLAN.description ? t('plans.defaultDescription') : plan.description}</p>
      <ul className="plan-card__prices">
        {offeredPrices(plan).map((price) => (
          <li key={price.p}>
            {t(`payment.per.${price.p === 365 ? 'year' : price.p === 31 ? 'month' : 'days'}`, {
              amount: formatRub(price.rub, i18n.language),
              days: price.p,
            })}
          </li>
        ))}
      </ul>
      {running && (
        <div className="plan-card__status" data-testid="plan-status">
          <p>
            <strong>{mine.active ? t('plans.active') : t('plans.demo')}</strong>
            {end && <> · {t('plans.until', { date: end })}</>}
          </p>
          {mine.active && <p>{mine.activeRebill ? t('plans.rebillOn') : t('plans.rebillOff')}</p>}
        </div>
      )}
      <div className="row plan-card__actions">
        <button type="button" className="button" onClick={onBuy}>
          {running ? t('plans.extend') : t('plans.buy')}
        </button>
        {mine?.active && mine.activeRebill && <CancelRebill end={end} />}
      </div>
    </article>
  );
}
