/**
 * A payment's bank status as a state machine (decision 014): T-Bank's statuses in the order a payment
 * passes them. A status only moves forward (to a higher rank), so duplicates and late notifications
 * change nothing. From CONFIRMED on a status is final: the bank will not move the payment on by itself,
 * except to a refund.
 */
import type { PaymentState } from '@tt/contract';

export const PAYMENT_STATUSES = [
  'NEW',
  'FORM_SHOWED',
  '3DS_CHECKING',
  '3DS_CHECKED',
  'AUTHORIZING',
  'AUTHORIZED',
  'CONFIRMING',
  'CONFIRMED',
  'REJECTED',
  'AUTH_FAIL',
  'DEADLINE_EXPIRED',
  'CANCELED',
  'REVERSED',
  'PARTIAL_REFUNDED',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses of one rank are alternatives, not steps: a payment never moves between them. */
const RANK: Record<PaymentStatus, number> = {
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
const FINAL_RANK = RANK.CONFIRMED;

/** Own keys only: a status such as `toString` is not one of the bank's. */
export const isPaymentStatus = (status: string): status is PaymentStatus => Object.hasOwn(RANK, status);

/** -1 for a status the bank does not send, so it is below every known one and never applied. */
export const statusRank = (status: string): number => (isPaymentStatus(status) ? RANK[status] : -1);

export const isFinal = (status: string): boolean => statusRank(status) >= FINAL_RANK;

export type RefundStatus = Extract<PaymentStatus, 'PARTIAL_REFUNDED' | 'REFUNDED'>;
export const isRefund = (status: string): status is RefundStatus =>
  status === 'PARTIAL_REFUNDED' || status === 'REFUNDED';

/** Whether `to` is a step forward from `from` (the only moves a payment makes). */
export const movesForward = (from: string, to: string): boolean => statusRank(to) > statusRank(from);

/** The statuses a payment may move on from to `status` (those ranked lower): the SQL guard of a step. */
export const statusesBelow = (status: PaymentStatus): PaymentStatus[] =>
  PAYMENT_STATUSES.filter((s) => RANK[s] < RANK[status]);

/**
 * A checkout nobody has paid yet (no card authorised): the statuses that expire to DEADLINE_EXPIRED when
 * the bank's lifetime of the card page has passed (decision 087).
 */
export const UNPAID_STATUSES: readonly PaymentStatus[] = PAYMENT_STATUSES.filter((s) => RANK[s] < RANK.AUTHORIZED);

/** Where a payment still waits for the bank (reconciliation asks about these). */
export const NON_FINAL_STATUSES: readonly PaymentStatus[] = PAYMENT_STATUSES.filter((s) => !isFinal(s));

/** The bank statuses a state of the payments list's filter stands for (the inverse of paymentState). */
export function statusesOf(state: PaymentState): PaymentStatus[] {
  if (state === 'confirmed') return ['CONFIRMED'];
  if (state === 'refunded') return ['REFUNDED'];
  if (state === 'partiallyRefunded') return ['PARTIAL_REFUNDED'];
  if (state === 'pending') return [...NON_FINAL_STATUSES];
  if (state === 'expired') return ['DEADLINE_EXPIRED'];
  return PAYMENT_STATUSES.filter((s) => isFinal(s) && s !== 'CONFIRMED' && s !== 'DEADLINE_EXPIRED' && !isRefund(s));
}

/** What a bank status means to the payment dialog. */
export function paymentState(row: { status: string }): PaymentState {
  if (row.status === 'CONFIRMED') return 'confirmed';
  if (row.status === 'REFUNDED') return 'refunded';
  if (row.status === 'PARTIAL_REFUNDED') return 'partiallyRefunded';
  if (row.status === 'DEADLINE_EXPIRED') return 'expired';
  return isFinal(row.status) ? 'rejected' : 'pending';
}
