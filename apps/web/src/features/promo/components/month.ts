import { formatMoney } from '../../../lib/money';

/** Calendar months in UTC, as the server counts earnings and statements. */
export interface Month {
  year: number;
  /** 0–11 */
  month: number;
}

export const monthNow = (now = new Date()): Month => ({ year: now.getUTCFullYear(), month: now.getUTCMonth() });
export const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const d = new Date(Date.UTC(year, month + by, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
};
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The first and last day of the month (YYYY-MM-DD). */
export const monthBounds = ({ year, month }: Month) => ({
  start: iso(new Date(Date.UTC(year, month, 1))),
  end: iso(new Date(Date.UTC(year, month + 1, 0))),
});
/** The figures are complete once the month is over. */
export const monthEnded = ({ year, month }: Month, now = new Date()) => now >= new Date(Date.UTC(year, month + 1, 1));
/**
 * "November 2026", «Ноябрь 2026»: the month and the year only. Russian adds " г." after the year,
 * which a title does not want (issue 25 point 14); the first letter is made capital here, as
 * CSS capitalisation would turn "г." into "Г.".
 */
export function monthLabel({ year, month }: Month, language: string): string {
  const parts = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(year, month, 1)),
  );
  const named = parts.map((part, i) => (part.type === 'literal' ? -1 : i)).filter((i) => i >= 0);
  // what stands between the month and the year stays; what comes after the last of them goes
  const label = parts
    .slice(named[0], named.at(-1)! + 1)
    .map((part) => part.value)
    .join('');
  return label.charAt(0).toLocaleUpperCase(language) + label.slice(1);
}
export const yearMonth = ({ year, month }: Month) => `${year}-${String(month + 1).padStart(2, '0')}`;
/** Money in the one format of decision 087 ("₽291.33" / "291,33 ₽"). */
export const money = (minor: number, currency: string, language: string) => formatMoney(minor, currency, language);
