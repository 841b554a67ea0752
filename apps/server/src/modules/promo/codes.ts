/**
 * Promo codes (panel §3, §5): partners with promo and the team create codes (6–20 Latin letters, unique
 * regardless of case, whole percents: decision 049; only those whose list shows them: decision 067), list
 * their own or everyone's. The status comes from
 * the dates — notstarted before start, active until end, then end — and, within them, from what checkout
 * does: paused when it would refuse the code (switched off, or an unverified owner: decision 024).
 */
import {
  formatMessage,
  mayCreatePromoCode,
  promoEnd,
  type CallInput,
  type CallOutput,
  type ListRequest,
  type Principal,
} from '@tt/contract';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import * as repo from './repositories/codes.js';

type PromoCode = CallOutput<'payments/promo/list'>['data'][number];
type AddCode = CallInput<'payments/promo/addcode'>;
type Duration = PromoCode['duration'];

/** end = start + duration: a week, or a calendar month or year (UTC); the contract's rule, which the form checks too. */
export const endOf = (start: Date, duration: Duration): Date => promoEnd(start, duration);

/** The duration a stored code was made with, read back from its dates. */
function durationOf(row: repo.PromoRow): Duration {
  for (const d of ['1w', '1m', '1y'] as const) if (endOf(row.start, d).getTime() === row.end.getTime()) return d;
  const days = (row.end.getTime() - row.start.getTime()) / 86_400_000;
  return days <= 7 ? '1w' : days <= 31 ? '1m' : '1y';
}

/** `usable`: whether checkout takes the code within its dates (switched on, and its owner may earn). */
export const promoStatus = (row: { start: Date; end: Date }, now: Date, usable = true): PromoCode['status'] =>
  now < row.start ? 'notstarted' : now > row.end ? 'end' : usable ? 'active' : 'paused';

export function toPromoCode(row: repo.PromoRow, now: Date, ownerEmail?: string | null, ownerMayEarn = true): PromoCode {
  const status = promoStatus(row, now, row.active && ownerMayEarn);
  return {
    id: row.id,
    code: row.code,
    owner: row.owner,
    planid: row.planId,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    feature: JSON.stringify({ discount: row.discount, reward: row.reward }),
    discount: row.discount,
    reward: row.reward,
    duration: durationOf(row),
    status,
    active: row.active && status === 'active',
    switchedOff: !row.active,
    ...(ownerEmail !== undefined ? { ownerEmail } : {}),
  };
}

/**
 * A code a buyer may pay with for `planid` at `now` (consumer §4): active, of that plan, within its dates,
 * and its owner may earn (decision 024). Null otherwise; a 409 when its owner paused it (issue 34). The payments module prices with it (`usable`).
 */
async function usableCode(db: Db, code: string, planid: number, now = new Date()): Promise<repo.PromoRow | null> {
  const row = await repo.findCodeWithOwner(db, code);
  if (!row || !row.ownerMayEarn || row.planId !== planid || row.start > now || row.end < now) return null;
  // paused by its owner (issue 34): said so, so the buyer knows the code is real
  if (!row.active) throw new ApiProblem(409, 'errors.promoPaused', 409);
  return row;
}

const fieldProblem = (status: number, field: string, key: 'errors.promoTaken' | 'errors.planNotFound') =>
  new ApiProblem(status, key, status, [{ field, key, message: formatMessage('en', key) }]);

const ascending = (request: ListRequest) =>
  request.sortFields?.some((f) => f.field.startsWith('date') && f.order === 'asc') ?? false;

export type PromoCodes = ReturnType<typeof createPromoCodes>;

/** The codes: made and listed by partners and the team, looked up by checkout (`usable`). */
export function createPromoCodes({ db }: { db: Db }) {
  return {
    usable: (code: string, planid: number, now?: Date) => usableCode(db, code, planid, now),

    /** The e-mail of each code's owner, by upper-cased code (the payments list's link to the partner). */
    async ownerEmails(codes: string[]): Promise<Map<string, string | null>> {
      const rows = await repo.ownerEmailsOf(db, [...new Set(codes.map((c) => c.toUpperCase()))]);
      return new Map(rows.map((r) => [r.code, r.email]));
    },

    /**
     * A code of `creator`'s own, made only when their list will show it (decision 067), and answered with
     * the status checkout gives it.
     */
    async add(creator: Principal & { id: number }, input: AddCode, now = new Date()): Promise<PromoCode> {
      if (!mayCreatePromoCode(creator)) throw new ApiProblem(403, 'errors.promoNoList', 403);
      const owner = creator.id;
      const plan = await repo.findPlan(db, input.planid);
      if (!plan || !plan.promo) throw fieldProblem(422, 'planid', 'errors.planNotFound');
      const start = input.start ? new Date(`${input.start}T00:00:00Z`) : now;
      const row = await repo.insertCode(db, {
        code: input.code.toUpperCase(),
        owner,
        planId: input.planid,
        start,
        end: endOf(start, input.duration),
        discount: input.discount,
        // No reward given: the partner earns the percent the follower saves (decision 021).
        reward: input.reward ?? input.discount,
      });
      if (!row) throw fieldProblem(409, 'code', 'errors.promoTaken');
      // the owner's standing read by the lists' and checkout's own rule (decision 024)
      const stored = await repo.findCodeWithOwner(db, row.code);
      return toPromoCode(row, now, undefined, stored?.ownerMayEarn ?? false);
    },

    /** A partner's own codes (`owner`), or everyone's with the owner's e-mail. */
    async list(request: ListRequest, owner?: number, now = new Date()) {
      const { rows, count } = await repo.listCodes(db, {
        owner,
        search: request.searchStrFilter,
        ascending: ascending(request),
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
        includeCount: request.includeCount,
      });
      return {
        data: rows.map((r) => toPromoCode(r.code, now, owner === undefined ? r.ownerEmail : undefined, r.ownerMayEarn)),
        count,
      };
    },
  };
}
