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
export const yearMonth = ({ year, month }: Month) => `${year}-${String(month + 1).padStart(2, '0')}`;
export const money = (minor: number) => (minor / 100).toFixed(2);
