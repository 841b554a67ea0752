/** A partner's payouts: the balance (pending, rolled over, due, paid) and their statements, newest first. */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { Preloader } from '../../../components/Preloader';
import { useMyPayouts } from '../api/my-payouts';
import { money } from './month';
import { SaleNoticesToggle } from './SaleNoticesToggle';
import { StatementCard } from './StatementCard';

export function PartnerPayouts() {
  const { t, i18n } = useTranslation();
  const payouts = useMyPayouts(true);
  if (payouts.isLoading) return <Preloader />;
  if (payouts.error) return <p role="alert">{errorText(t, payouts.error)}</p>;
  if (!payouts.data) return null;
  const { balance, statements } = payouts.data;
  const amount = (minor: number) => money(minor, balance.currency, i18n.language);
  const line = (key: string, minor: number) => (
    <div>
      <dt>{t(key)}</dt>
      <dd>{amount(minor)}</dd>
    </div>
  );
  return (
    <section className="payouts" aria-labelledby="payouts-title">
      <h2 id="payouts-title">{t('payouts.title')}</h2>
      <p className="field__hint">{t('payouts.rules', { days: balance.holdDays, minimum: amount(balance.minimum) })}</p>
      <dl className="payouts__balance" data-testid="payout-balance">
        {line('payouts.pending', balance.pending)}
        {line('payouts.rolledOver', balance.rolledOver)}
        {line('payouts.due', balance.due)}
        {line('payouts.paid', balance.paid)}
      </dl>
      <SaleNoticesToggle />
      {statements.length === 0 ? (
        <p>{t('payouts.none')}</p>
      ) : (
        <ul className="statements">
          {statements.map((s) => (
            <StatementCard key={s.id} statement={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
