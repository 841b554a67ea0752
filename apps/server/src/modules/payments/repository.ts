/** The payments module's SQL: payments, user plans and trials (the staff's list is in repositories/list.ts). */
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, plans, trialsGiven, userPlans } from '../../db/schema.js';
import { NON_FINAL_STATUSES, UNPAID_STATUSES } from './status.js';

export type PaymentRow = typeof payments.$inferSelect;
export type UserPlanRow = typeof userPlans.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

export const findPlan = async (db: Db, id: number): Promise<PlanRow | null> =>
  (await db.select().from(plans).where(eq(plans.id, id)))[0] ?? null;

export const firstPlanFor = async (db: Db, userType: number): Promise<PlanRow | null> =>
  (
    await db
      .select()
      .from(plans)
      .where(sql`${userType} = any(${plans.usertypes})`)
      .orderBy(asc(plans.id))
      .limit(1)
  )[0] ?? null;

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.orderId }).returning();
  return row ?? (await findPaymentByOrder(db, values.orderId))!;
}

export const findPaymentByOrder = async (db: Db, orderId: string): Promise<PaymentRow | null> =>
  (await db.select().from(payments).where(eq(payments.orderId, orderId)))[0] ?? null;

export const findPayment = async (db: Db, id: number): Promise<PaymentRow | null> =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0] ?? null;

/** The payment locked for the rest of the transaction, so concurrent notifications apply one at a time. */
export const lockPaymentByOrder = async (db: Db, orderId: string): Promise<PaymentRow | null> =>
  (await db.select().from(payments).where(eq(payments.orderId, orderId)).for('update'))[0] ?? null;

export async function updatePayment(db: Db, id: number, values: Partial<typeof payments.$inferInsert>) {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/**
 * One statement that moves a payment forward when it is in one of `from` (and, when given, of `amount`
 * kopecks): merges `patch` into info and appends the status to its history. Null when nothing matched
 * (unknown order, other amount, or already at or past the status): the caller then decides why.
 */
export async function advancePayment(
  db: Db,
  orderId: string,
  change: {
    status: string;
    from: string[];
    amount?: number;
    patch: Record<string, string>;
    at: Date;
    /** Set with the status (a confirmation: valid and applied). */
    also?: { valid?: boolean; applied?: boolean };
  },
): Promise<PaymentRow | null> {
  const entry = JSON.stringify([{ status: change.status, at: change.at.toISOString() }]);
  const [row] = await db
    .update(payments)
    .set({
      ...change.also,
      status: change.status,
      info: sql`jsonb_set(${payments.info} || ${JSON.stringify(change.patch)}::jsonb, '{statuses}',
        coalesce(${payments.info} -> 'statuses', '[]'::jsonb) || ${entry}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, change.from),
        change.amount === undefined ? undefined : eq(payments.value, change.amount),
      ),
    )
    .returning();
  return row ?? null;
}

/** Records the bank's PaymentId without touching the rest of info (a notification may have written it). */
export async function setBankPaymentId(db: Db, id: number, bankPaymentId: string) {
  await db
    .update(payments)
    .set({ info: sql`${payments.info} || jsonb_build_object('bankPaymentId', ${bankPaymentId}::text)` })
    .where(eq(payments.id, id));
}

/** Takes a payment for a refund: only one refund at a time, and never beyond what is left. */
export async function reserveRefund(
  db: Db,
  id: number,
  amount: number,
  why: { reason?: string; note?: string } = {},
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({
      cancelled: 1,
      // What is being refunded is written before the bank is asked, so a refund left at 1 (no answer,
      // a crash) can be settled later by asking the bank (reconciliation).
      info: sql`${payments.info} || jsonb_build_object('pendingRefund', jsonb_build_object(
        'amount', ${amount}::int,
        'requestId', 'refund-' || ${payments.id} || '-' || (coalesce(jsonb_array_length(${payments.info} -> 'refunds'), 0) + 1),
        'at', now(), 'reason', ${why.reason ?? null}::text, 'note', ${why.note ?? null}::text))`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.cancelled, 0),
        eq(payments.valid, true),
        sql`${payments.refunded} + ${amount} <= ${payments.value}`,
      ),
    )
    .returning();
  return row ?? null;
}

export const userPlansOf = (db: Db, userId: number) =>
  db.select().from(userPlans).where(eq(userPlans.userId, userId)).orderBy(asc(userPlans.planId));

export const findUserPlan = async (db: Db, userId: number, planId: number): Promise<UserPlanRow | null> =>
  (
    await db
      .select()
      .from(userPlans)
      .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId)))
      .for('update')
  )[0] ?? null;

export async function upsertUserPlan(db: Db, values: typeof userPlans.$inferInsert): Promise<UserPlanRow> {
  const { userId: _u, planId: _p, ...changes } = values;
  const [row] = await db
    .insert(userPlans)
    .values(values)
    .onConflictDoUpdate({
      target: [userPlans.userId, userPlans.planId],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * A confirmed payment's plan, in one statement: active for `period` more days from `extendFrom` when
 * given (a rebill fixed it), else from the plan's end while it still runs, else from `now`; the card and
 * RebillId kept unless new ones came; failures, retry time and a rebill pass's claim cleared.
 */
export async function extendUserPlan(
  db: Db,
  change: {
    userId: number;
    planId: number;
    period: number;
    extendFrom: Date | null;
    now: Date;
    rebillId: string | null;
    cardMask: string | null;
  },
): Promise<void> {
  const { userId, planId, period, now } = change;
  const days = sql`make_interval(days => ${period}::int)`;
  const from = change.extendFrom ? sql`${change.extendFrom.toISOString()}::timestamptz` : null;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const rebillId = sql`coalesce(${change.rebillId}::text, ${userPlans.rebillId})`;
  await db
    .insert(userPlans)
    .values({
      userId,
      planId,
      active: true,
      demo: false,
      activeRebill: change.rebillId !== null,
      end: new Date((change.extendFrom ?? now).getTime() + period * 86_400_000),
      period,
      rebillId: change.rebillId,
      cardMask: change.cardMask,
    })
    .onConflictDoUpdate({
      target: [userPlans.userId, userPlans.planId],
      set: {
        active: true,
        demo: false,
        end: from
          ? sql`${from} + ${days}`
          : sql`(case when ${userPlans.end} > ${nowAt} and (${userPlans.active} or ${userPlans.demo})
              then ${userPlans.end} else ${nowAt} end) + ${days}`,
        period,
        rebillId,
        activeRebill: sql`${rebillId} is not null`,
        cardMask: sql`coalesce(${change.cardMask}::text, ${userPlans.cardMask})`,
        rebillFailures: 0,
        nextRebillAt: null,
        rebillClaimedAt: null,
        updatedAt: sql`now()`,
      },
    });
}

export async function updateUserPlan(db: Db, id: number, values: Partial<typeof userPlans.$inferInsert>) {
  await db
    .update(userPlans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(userPlans.id, id));
}

export async function stopRebills(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(userPlans)
    .set({ activeRebill: false, updatedAt: sql`now()` })
    .where(and(eq(userPlans.userId, userId), eq(userPlans.activeRebill, true)))
    .returning({ id: userPlans.id });
  return rows.length;
}

export async function releaseRebill(db: Db, id: number): Promise<void> {
  await db.update(userPlans).set({ rebillClaimedAt: null }).where(eq(userPlans.id, id));
}

/** Marks the trial given; true only the first time for a user and for a mailbox (decision 046). */
export async function takeTrial(db: Db, userId: number, mailbox: string | null): Promise<boolean> {
  const rows = await db.insert(trialsGiven).values({ userId, mailbox }).onConflictDoNothing().returning();
  return rows.length === 1;
}

/**
 * Claims the next `limit` plans due for a rebill (rebill on, end before `dueBy`, retry time come, id
 * after `afterId`) in one statement and returns them by id. A plan another pass holds is left out
 * (its claim is stale after 5 minutes); the attempt's last write gives the claim up.
 */
export async function claimDueRebills(
  db: Db,
  page: { dueBy: Date; at: Date; limit: number; afterId: number },
): Promise<UserPlanRow[]> {
  const due = db
    .select({ id: userPlans.id })
    .from(userPlans)
    .where(
      and(
        eq(userPlans.activeRebill, true),
        lte(userPlans.end, page.dueBy),
        sql`${userPlans.id} > ${page.afterId}`,
        or(sql`${userPlans.nextRebillAt} is null`, lte(userPlans.nextRebillAt, page.at)),
        or(sql`${userPlans.rebillClaimedAt} is null`, sql`${userPlans.rebillClaimedAt} < now() - interval '5 minutes'`),
      ),
    )
    .orderBy(asc(userPlans.id))
    .limit(page.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(userPlans)
    .set({ rebillClaimedAt: sql`now()` })
    .where(inArray(userPlans.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Payments whose refund has been in progress (cancelled 1) since before `before`. */
export const stuckRefunds = (db: Db, before: Date) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.cancelled, 1), lte(payments.updatedAt, before)))
    .orderBy(asc(payments.id))
    .limit(1000);

/** Valid payments made with a promo code, by id after `afterId`: what the partner programme earns from. */
export const codedPaymentsAfter = (db: Db, afterId: number, limit: number) =>
  db
    .select({
      id: payments.id,
      userId: payments.userId,
      value: payments.value,
      refunded: payments.refunded,
      status: payments.status,
      valid: payments.valid,
      promoCode: payments.promoCode,
      currency: payments.currency,
      date: payments.date,
    })
    .from(payments)
    .where(and(isNotNull(payments.promoCode), eq(payments.valid, true), gt(payments.id, afterId)))
    .orderBy(asc(payments.id))
    .limit(limit);

/** Checkouts started before `before` and still unpaid (no card authorised): the expiry sweep's work. */
export const abandonedCheckouts = (db: Db, before: Date) =>
  db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, [...UNPAID_STATUSES]), lte(payments.date, before)))
    .orderBy(asc(payments.id))
    .limit(500);

/** Payments in a non-final status last changed before `before`. */
export const stalePayments = (db: Db, before: Date) =>
  db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, [...NON_FINAL_STATUSES]), lte(payments.updatedAt, before)))
    .orderBy(asc(payments.id))
    .limit(1000);

/** When the user's running plan (active or demo) ends, or null: what the licence is made from. */
export async function runningPlanEnd(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: sql<string | null>`max(${userPlans.end})` })
    .from(userPlans)
    .where(
      and(
        eq(userPlans.userId, userId),
        or(eq(userPlans.active, true), eq(userPlans.demo, true)),
        gt(userPlans.end, now),
      ),
    );
  return row?.end ? new Date(row.end) : null;
}

/** The receipt of the user's latest payment that carried one (where a rebill's receipt goes). */
export async function lastReceiptOf(db: Db, userId: number) {
  const [row] = await db
    .select({ info: payments.info })
    .from(payments)
    .where(and(eq(payments.userId, userId), sql`${payments.info} ? 'receipt'`))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.info.receipt ?? null;
}
