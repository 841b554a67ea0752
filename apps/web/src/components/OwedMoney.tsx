/**
 * What a partner earned and is owed, with its status (decision 086): shown on the partner's page while they
 * are not verified and on the partnership page once they are no longer a partner, where the earnings page
 * is closed to them. Nothing is shown when nothing was ever earned.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money';
import { useOwed } from '../lib/api/owed';

export function OwedMoney({ enabled = true }: { enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const owed = useOwed(enabled);
  if (!owed.data) return null;
  const { balance, statements } = owed.data;
  const figures = [
    ['payouts.pending', balance.pending],
    ['payouts.rolledOver', balance.rolledOver],
    ['payouts.due', balance.due],
    ['payouts.paid', balance.paid],
  ] as const;
  if (statements.length === 0 && figures.every(([, amount]) => amount === 0)) return null;
  const money = (minor: number) => formatMoney(minor, balance.currency, i18n.language);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  return (
    <section className="owed-money" aria-labelledby="owed-title" data-testid="owed-money">
      <h2 id="owed-title">{t('owed.title')}</h2>
      <p className="field__hint">{t('owed.hint')}</p>
      <dl className="payouts__balance">
        {figures.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
      {statements.length > 0 && (
        <ul className="owed-money__statements">
          {statements.map((s) => (
            <li key={s.id}>
              {monthName(s.month)}: {money(s.total)} — {t(`payouts.status.${s.status}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
