/**
 * A promo code shared by link (issue 34 point 1): the link's visits and the accounts made after one are
 * counted per code (only the code and the moment are kept), a partner pauses and resumes their own code,
 * and each code's figures — visits, sign-ups, purchases, revenue, refunds, reward — are read by month and
 * over its lifetime.
 */
import type { CallOutput, CodeFigures, CodeNumbers } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import { promoStatus, toPromoCode } from './codes.js';
import { findCodeWithOwner } from './repositories/codes.js';
import * as repo from './repositories/referrals.js';

type Visit = CallOutput<'promo/referral/visit'>;

/** [first day of the month, first day of the next) in UTC, for a YYYY-MM the contract has checked. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, number - 1, 1)), to: new Date(Date.UTC(year, number, 1)) };
}

const none: CodeFigures = { visits: 0, signups: 0, purchases: 0, revenue: 0, refunds: 0, reward: 0 };

export type Referrals = ReturnType<typeof createReferrals>;

export function createReferrals({ db }: { db: Db }) {
  return {
    /** The link was opened: one visit more for a known code (any status); unknown codes are 404. */
    async visit(code: string, now = new Date()): Promise<Visit> {
      const row = await findCodeWithOwner(db, code);
      if (!row) throw new ApiProblem(404, 'errors.promoNotFound', 404);
      await repo.recordEvent(db, row.id, 'visit');
      return {
        code: row.code,
        planid: row.planId,
        discount: row.discount,
        status: promoStatus(row, now, row.active && row.ownerMayEarn),
      };
    },

    /** A new account was made after the link's visit; an unknown code counts nothing. */
    async signedUp(code: string): Promise<void> {
      const row = await findCodeWithOwner(db, code);
      if (row) await repo.recordEvent(db, row.id, 'signup');
    },

    /** The owner pauses (checkout refuses it) or resumes their own code; another's is 404. */
    async pause(owner: number, id: number, paused: boolean, now = new Date()) {
      const row = await repo.setActive(db, id, owner, !paused);
      if (!row) throw new ApiProblem(404, 'errors.notFound', 404);
      const stored = await findCodeWithOwner(db, row.code);
      return toPromoCode(row, now, undefined, stored?.ownerMayEarn ?? false);
    },

    /** Each of the owner's codes with its figures in `month` (YYYY-MM, UTC) and over its lifetime. */
    async numbers(owner: number, month: string, now = new Date()): Promise<CodeNumbers> {
      const { from, to } = monthBounds(month);
      const codes = await repo.codesOf(db, owner);
      const [counts, sums] = await Promise.all([
        repo.referralCounts(
          db,
          codes.map((c) => c.code.id),
          from,
          to,
        ),
        repo.earningSums(db, owner, from, to),
      ]);
      const countOf = new Map(counts.map((c) => [c.codeId, c]));
      const sumOf = new Map(sums.map((s) => [s.code, s]));
      return {
        month,
        currency: sums[0]?.currency ?? 'rub',
        codes: codes.map(({ code, ownerMayEarn }) => {
          const c = countOf.get(code.id);
          const s = sumOf.get(code.code);
          return {
            id: code.id,
            code: code.code,
            status: promoStatus(code, now, code.active && ownerMayEarn),
            month: {
              ...none,
              ...(c && { visits: c.monthVisits, signups: c.monthSignups }),
              ...(s && {
                purchases: s.monthPurchases,
                revenue: s.monthRevenue,
                refunds: s.monthRefunds,
                reward: s.monthReward,
              }),
            },
            lifetime: {
              ...none,
              ...(c && { visits: c.visits, signups: c.signups }),
              ...(s && { purchases: s.purchases, revenue: s.revenue, refunds: s.refunds, reward: s.reward }),
            },
          };
        }),
      };
    },
  };
}
