/** Earnings of a month grouped by promo code (partners) or by owner (team), each group and all with totals. */
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';
import { money } from './month';

type Earning = CallOutput<'team/promo/codeusage'>[number];

export function EarningsGroups({ earnings, by }: { earnings: Earning[]; by: 'code' | 'owner' }) {
  const { t, i18n } = useTranslation();
  const groups = new Map<string, Earning[]>();
  for (const e of earnings) {
    const key = by === 'code' ? e.code : (e.ownerEmail ?? t('promo.owner', { id: e.owner }));
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const sum = (list: Earning[]) => list.reduce((total, e) => total + e.reward, 0);
  const cur = earnings[0]?.currency ?? 'rub';

  return (
    <div className="earnings-groups">
      {[...groups].map(([name, list]) => (
        <section key={name} className="earnings-group" data-testid="earnings-group">
          <h2 className="earnings-group__head">
            <span>{name}</span>
            <span data-testid="group-total">{money(sum(list), cur, i18n.language)}</span>
          </h2>
          <ul>
            {list.map((e, i) => (
              <li key={i} className={e.cancelled ? 'earning earning--cancelled' : 'earning'}>
                <time dateTime={e.date}>{new Date(e.date).toLocaleDateString(i18n.language)}</time>
                {by === 'owner' && <span>{e.code}</span>}
                <span>{t('earnings.buyer', { id: e.userid })}</span>
                <strong>{money(e.reward, e.currency, i18n.language)}</strong>
                {e.cancelled === 1 && <span>{t('earnings.partlyCancelled')}</span>}
                {e.cancelled === 2 && <span>{t('earnings.cancelled')}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="earnings-total" data-testid="earnings-total">
        {t('earnings.total', { amount: money(sum(earnings), cur, i18n.language), count: earnings.length })}
      </p>
    </div>
  );
}
