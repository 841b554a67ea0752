/**
 * What each promo code brought (issue 34 point 1): link visits, sign-ups, purchases, revenue, refunds and
 * the reward kept, in a month beside its whole lifetime — on the partner's earnings page and in the team's
 * partner modal. Money is shown as money in the reader's language (291.33 ₽, 291,33 ₽).
 */
import { useTranslation } from 'react-i18next';
import type { CodeFigures } from '@tt/contract';
import { useCodeNumbers } from '../lib/api/code-numbers';
import { errorText } from '../lib/api/error-text';
import { formatMoney } from '../lib/money';
import { Preloader } from './Preloader';

const COUNTS = ['visits', 'signups', 'purchases'] as const;
const SUMS = ['revenue', 'refunds', 'reward'] as const;

interface Props {
  /** YYYY-MM */
  month: string;
  /** The month's name as the page shows it. */
  monthName: string;
  /** The team's view of this partner; the signed-in partner's own codes when left out. */
  owner?: number;
}

export function CodeNumbers({ month, monthName, owner }: Props) {
  const { t, i18n } = useTranslation();
  const numbers = useCodeNumbers(month, owner);
  const money = (minor: number) => formatMoney(minor, numbers.data?.currency ?? 'rub', i18n.language);
  const count = (n: number) => n.toLocaleString(i18n.language);
  const row = (figure: keyof CodeFigures, show: (n: number) => string, inMonth: CodeFigures, life: CodeFigures) => (
    <tr key={figure} data-figure={figure}>
      <th scope="row">{t(`numbers.${figure}`)}</th>
      <td>{show(inMonth[figure])}</td>
      <td>{show(life[figure])}</td>
    </tr>
  );

  return (
    <section className="code-numbers" aria-label={t('numbers.title')}>
      <h2>{t('numbers.title')}</h2>
      {numbers.error ? (
        <p role="alert">{errorText(t, numbers.error)}</p>
      ) : !numbers.data ? (
        <Preloader />
      ) : numbers.data.codes.length === 0 ? (
        <p className="muted">{t('numbers.none')}</p>
      ) : (
        numbers.data.codes.map((c) => (
          <table key={c.id} className="code-numbers__table" data-testid="code-numbers" data-code={c.code}>
            <caption>
              <strong>{c.code}</strong> · {t(`promo.status.${c.status}`)}
            </caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{monthName}</th>
                <th scope="col">{t('numbers.lifetime')}</th>
              </tr>
            </thead>
            <tbody>
              {COUNTS.map((f) => row(f, count, c.month, c.lifetime))}
              {SUMS.map((f) => row(f, money, c.month, c.lifetime))}
            </tbody>
          </table>
        ))
      )}
    </section>
  );
}
