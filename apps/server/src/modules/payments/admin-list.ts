/**
 * The admin's payments list and its CSV (panel §2, issue 25 point 8, issue 34 point 4; decision 087):
 * each row with the buyer, what the bank's status means, the code's partner, the refunds with their
 * reasons, and whether a refund may be made now.
 */
import { MINOR_UNITS, REFUND_REASONS, type CallOutput, type PaymentListRequest, type RefundReason } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { csvLine, csvText } from '../../csv.js';
import type { CheckoutCodes } from './service.js';
import type { PaymentRow } from './repository.js';
import * as listRepo from './repositories/list.js';
import type { PaymentFilter } from './repositories/list.js';
import { paymentState, statusesOf } from './status.js';

type Payment = CallOutput<'admin/payments/list'>['data'][number];
type Filters = Omit<PaymentListRequest, 'pageNumber' | 'pageSize' | 'includeCount'>;
const DAY_MS = 86_400_000;
/** The CSV reads the filtered rows this many at a time. */
const CSV_CHUNK = 500;

/** Whether an admin may refund the payment now: confirmed at the bank, something left, nothing in progress. */
export const isRefundable = (row: PaymentRow): boolean =>
  row.valid && row.cancelled === 0 && !!row.info.bankPaymentId && row.refunded < row.value;

const asReason = (value: unknown): RefundReason | null =>
  REFUND_REASONS.includes(value as RefundReason) ? (value as RefundReason) : null;

/** The refunds the bank made, oldest first (failed attempts stay in info and in the audit log). */
const refundsOf = (row: PaymentRow): Payment['refunds'] =>
  (row.info.refunds ?? [])
    .filter((r) => r.status !== 'failed')
    .map((r) => ({ amount: r.amount, at: r.at, reason: asReason(r.reason), note: r.note ?? null }));

export function toAdminRow(
  row: PaymentRow,
  joined: { email: string | null; planName: string | null; partnerEmail?: string | null } = {
    email: null,
    planName: null,
  },
): Payment {
  return {
    id: row.id,
    value: row.value,
    currency: row.currency,
    userid: row.userId,
    date: row.date.toISOString(),
    valid: row.valid,
    cancelled: (row.cancelled === 1 || row.cancelled === 2 ? row.cancelled : 0) as 0 | 1 | 2,
    info: JSON.stringify({ status: row.status, ...row.info }),
    orderid: row.orderId,
    refunded: row.refunded,
    planid: row.planId,
    period: row.period,
    email: joined.email,
    state: paymentState(row),
    promoCode: row.promoCode,
    planName: joined.planName,
    refundable: isRefundable(row),
    partnerEmail: joined.partnerEmail ?? null,
    refunds: refundsOf(row),
  };
}

/** The contract's filters as the repository's: states as bank statuses, days as instants (the last day whole). */
function filterOf({ state, from, to, ...request }: Filters): Omit<PaymentFilter, 'pageNumber' | 'pageSize'> {
  return {
    ...request,
    statuses: state ? statusesOf(state) : undefined,
    from: from ? new Date(`${from}T00:00:00Z`) : undefined,
    to: to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

const CSV_HEADER = [
  'id',
  'order_id',
  'date',
  'email',
  'user_id',
  'state',
  'bank_status',
  'plan',
  'period_days',
  'currency',
  'amount',
  'refunded',
  'promo_code',
  'partner_email',
  'refund_reasons',
];

export interface PaymentsListDeps {
  db: Db;
  /** The codes' owners, for each row's partner. */
  codes?: Pick<CheckoutCodes, 'ownerEmails'>;
}

export function createPaymentsList({ db, codes }: PaymentsListDeps) {
  /** Each code's partner e-mail, looked up once for a page of rows. */
  async function partnersOf(rows: { payment: PaymentRow }[]) {
    const partners = await (codes?.ownerEmails(rows.flatMap((r) => r.payment.promoCode ?? [])) ?? new Map());
    return (code: string | null) => (code ? (partners.get(code.toUpperCase()) ?? null) : null);
  }

  return {
    async list(request: PaymentListRequest) {
      const { pageNumber, pageSize, includeCount, ...filters } = request;
      const page = { pageNumber, pageSize, includeCount };
      const { rows, count, totals } = await listRepo.listPayments(db, { ...filterOf(filters), ...page });
      const partnerOf = await partnersOf(rows);
      return {
        data: rows.map((r) => toAdminRow(r.payment, { ...r, partnerEmail: partnerOf(r.payment.promoCode) })),
        count,
        totals,
      };
    },

    /** Every row of the filtered list, in its order, amounts in major units with a dot (what spreadsheets read). */
    async csv(request: Filters) {
      const filter = { ...filterOf(request), pageNumber: 0, pageSize: CSV_CHUNK };
      const lines = [csvLine(CSV_HEADER)];
      for (let after: number | null = null; ;) {
        const rows = await listRepo.filteredChunk(db, filter, after, CSV_CHUNK);
        const partnerOf = await partnersOf(rows);
        for (const { payment: p, email, planName } of rows)
          lines.push(
            csvLine([
              p.id,
              p.orderId,
              p.date.toISOString(),
              email,
              p.userId,
              paymentState(p),
              p.status,
              planName,
              p.period,
              p.currency,
              (p.value / MINOR_UNITS).toFixed(2),
              (p.refunded / MINOR_UNITS).toFixed(2),
              p.promoCode,
              partnerOf(p.promoCode),
              refundsOf(p)
                .map((r) => [r.reason, r.note].filter(Boolean).join(': '))
                .join('; '),
            ]),
          );
        if (rows.length < CSV_CHUNK) break;
        after = rows[rows.length - 1]!.payment.id;
      }
      return { filename: `payments-${new Date().toISOString().slice(0, 10)}.csv`, csv: csvText(lines) };
    },
  };
}
