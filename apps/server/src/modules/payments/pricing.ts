/**
 * Money rules (decision 015): prices per period are whole rubles, a promo discount is rounded to whole
 * rubles, amounts are kept in kopecks; a refund "by the period used" returns the unused days, prorated.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The price in kopecks of `rub` whole rubles less `discountPercent`, the discount rounded to whole rubles. */
export function amountKopecks(rub: number, discountPercent = 0): number {
  const discountRub = Math.round((rub * discountPercent) / 100);
  return (rub - discountRub) * 100;
}

/** The part of `value` kopecks for the days of a `periodDays` period not yet used at `now`. */
export function proratedRefund(value: number, periodDays: number, paidAt: Date, now: Date): number {
  const usedDays = Math.max(0, Math.ceil((now.getTime() - paidAt.getTime()) / DAY_MS));
  const unusedDays = Math.max(0, periodDays - usedDays);
  return Math.floor((value * unusedDays) / periodDays);
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Bank statuses in the order a payment passes them; a notification never moves a payment back. */
const STATUS_RANK: Record<string, number> = {
  NEW: 0,
  FORM_SHOWED: 1,
  '3DS_CHECKING': 2,
  '3DS_CHECKED': 2,
  AUTHORIZING: 2,
  AUTHORIZED: 3,
  CONFIRMING: 3,
  CONFIRMED: 4,
  REJECTED: 4,
  AUTH_FAIL: 4,
  DEADLINE_EXPIRED: 4,
  CANCELED: 4,
  REVERSED: 4,
  PARTIAL_REFUNDED: 5,
  REFUNDED: 6,
};
export const statusRank = (status: string) => STATUS_RANK[status] ?? -1;
export const isFinalStatus = (status: string) => statusRank(status) >= 4;
export const isKnownStatus = (status: string) => status in STATUS_RANK;
/** The statuses a payment may move on from to `status` (those ranked lower). */
export const statusesBelow = (status: string) =>
  Object.keys(STATUS_RANK).filter((s) => statusRank(s) < statusRank(status));
