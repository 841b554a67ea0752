/**
 * Earnings (decision 021): a confirmed payment made with a promo code earns the code's owner reward % of
 * the amount paid, in kopecks rounded down; refunds take it back in proportion (a full refund all of it).
 * The payments module calls `sync` after every committed payment change; `sweep` catches up any change
 * whose call was lost (a crash between the commit and the call) and runs before each payout pass. What a
 * payment counts as refunded is the contract's money rule (`refundedOf`); the coded payments come from
 * the payments module, handed in by app.ts (`PaidPayments`).
 */
import { formatMessage, refundedOf, type CallOutput } from '@tt/contract';
import type { Db, Repository } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import { findCode } from './repositories/codes.js';
import * as earningsRepo from './repositories/earnings.js';
import type { EarningRow } from './repositories/earnings.js';
import type { TellPartner } from './notices.js';

type Earning = CallOutput<'team/promo/codeusage'>[number];

/** The fields of a payment row an earning is made from. */
export interface PaidPayment {
  id: number;
  userId: number;
  value: number;
  refunded: number;
  status: string;
  valid: boolean;
  promoCode: string | null;
  currency: string;
  date: Date;
}

/** What earnings ask of the payments module (its `codedPayments`). */
export interface PaidPayments {
  /** Valid payments made with a promo code, `limit` at a time by id after `afterId`. */
  codedPaymentsAfter(afterId: number, limit: number): Promise<PaidPayment[]>;
}

const DAY_MS = 86_400_000;
/** Payments the sweep reads at once. */
const SWEEP_PAGE = 1000;
export const rewardOf = (kopecks: number, percent: number) => Math.floor((Math.max(0, kopecks) * percent) / 100);

export function toEarning(row: EarningRow, ownerEmail?: string | null): Earning {
  return {
    reward: row.remaining,
    currency: row.currency,
    cancelled: row.remaining === row.reward ? 0 : row.remaining === 0 ? 2 : 1,
    userid: row.userId,
    date: row.date.toISOString(),
    owner: row.owner,
    code: row.code,
    ...(ownerEmail !== undefined ? { ownerEmail } : {}),
  };
}

/** [start, end + 1 day) for a month asked as two dates; more than 31 days or reversed is refused. */
export function monthRange(start: string, end: string): { from: Date; to: Date } {
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(new Date(`${end}T00:00:00Z`).getTime() + DAY_MS);
  if (to <= from || to.getTime() - from.getTime() > 31 * DAY_MS)
    throw new ApiProblem(422, 'errors.monthRange', 422, [
      { field: 'end', key: 'errors.monthRange', message: formatMessage('en', 'errors.monthRange') },
    ]);
  return { from, to };
}

/** The SQL earnings run (the code's row and the earnings' own); tests hand in a fake. */
export type EarningsRepo = Repository<typeof earningsRepo & { findCode: typeof findCode }>;

export interface EarningsDeps {
  db: Db;
  payments: PaidPayments;
  tell: TellPartner;
  repo?: EarningsRepo;
}

export function createEarnings({ db, payments, tell, repo = { ...earningsRepo, findCode } }: EarningsDeps) {
  async function sync(payment: PaidPayment): Promise<void> {
    if (!payment.promoCode || !payment.valid) return;
    const code = await repo.findCode(db, payment.promoCode);
    if (!code) return;
    // The owner's own purchase earns nothing (decision 048): kept at 0 % so the use shows and the sweep
    // finds the earning in place; a 0 never reaches a statement.
    const percent = code.owner === payment.userId ? 0 : (code.reward ?? code.discount);
    const refunded = refundedOf(payment);
    const reward = rewardOf(payment.value, percent);
    const created = await repo.upsertEarning(db, {
      paymentId: payment.id,
      owner: code.owner,
      userId: payment.userId,
      code: code.code,
      currency: payment.currency,
      percent,
      paid: payment.value,
      refunded,
      reward,
      remaining: rewardOf(payment.value - refunded, percent),
      date: payment.date,
    });
    // The per-sale notice (issue 25 point 6), unless the partner muted it.
    if (created && reward > 0 && (await repo.wantsSaleNotices(db, code.owner)))
      await tell(code.owner, { kind: 'earning', amount: reward, currency: payment.currency, code: code.code });
  }

  return {
    sync,

    /** Brings every earning up to date with its payment; returns how many were created or changed. */
    async sweep(): Promise<number> {
      let done = 0;
      let afterId = 0;
      for (;;) {
        const page = await payments.codedPaymentsAfter(afterId, SWEEP_PAGE);
        const earned = await repo.refundedByPayment(
          db,
          page.map((p) => p.id),
        );
        const kept = new Map(earned.map((e) => [e.paymentId, e.refunded]));
        // Missing, or behind the payment's refunds (they only ever grow).
        const behind = page.filter((p) => (kept.get(p.id) ?? -1) < refundedOf(p));
        for (const payment of behind) await sync(payment);
        done += behind.length;
        if (page.length < SWEEP_PAGE) return done;
        afterId = page[page.length - 1]!.id;
      }
    },

    /** Earnings of a month: one owner's, or everyone's with the owner's e-mail. */
    async usage(start: string, end: string, owner?: number): Promise<Earning[]> {
      const { from, to } = monthRange(start, end);
      const rows = await repo.earningsBetween(db, from, to, owner);
      return rows.map((r) => toEarning(r.earning, owner === undefined ? r.ownerEmail : undefined));
    },

    async unstated(owner: number) {
      return repo.unstatedOf(db, owner);
    },

    async noticeSettings(owner: number) {
      return { sales: await repo.wantsSaleNotices(db, owner) };
    },

    async saveNoticeSettings(owner: number, settings: { sales: boolean }) {
      await repo.saveNoticeSettings(db, owner, settings.sales);
      return { sales: settings.sales };
    },
  };
}
