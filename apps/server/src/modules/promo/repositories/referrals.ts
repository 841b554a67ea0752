/** Referral links' SQL (issue 34 point 1): visits and sign-ups recorded per code, and each code's figures. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { earnings, promoCodes, referralEvents, REFERRAL_KINDS, users } from '../../../db/schema.js';

export type ReferralKind = (typeof REFERRAL_KINDS)[number];

export async function recordEvent(db: Db, codeId: number, kind: ReferralKind): Promise<void> {
  await db.insert(referralEvents).values({ codeId, kind });
}

/** A period [from, to) as SQL bounds on a timestamp column. */
const within = (column: unknown, from: Date, to: Date) =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;

/** The owner's codes, oldest first, with whether the owner may earn (their status's rule, decision 024). */
export const codesOf = (db: Db, owner: number) =>
  db
    .select({
      code: promoCodes,
      ownerMayEarn: sql<boolean>`coalesce(${users.type} <> 4 or 'promo' = any(${users.features}), false)`,
    })
    .from(promoCodes)
    .innerJoin(users, eq(users.id, promoCodes.owner))
    .where(eq(promoCodes.owner, owner))
    .orderBy(asc(promoCodes.id));

/** Visits and sign-ups per code id: in [from, to) and ever. */
export const referralCounts = (db: Db, codeIds: number[], from: Date, to: Date) =>
  codeIds.length
    ? db
        .select({
          codeId: referralEvents.codeId,
          visits: sql<number>`count(*) filter (where ${referralEvents.kind} = 'visit')::int`,
          signups: sql<number>`count(*) filter (where ${referralEvents.kind} = 'signup')::int`,
          monthVisits: sql<number>`count(*) filter (where ${referralEvents.kind} = 'visit' and ${within(referralEvents.at, from, to)})::int`,
          monthSignups: sql<number>`count(*) filter (where ${referralEvents.kind} = 'signup' and ${within(referralEvents.at, from, to)})::int`,
        })
        .from(referralEvents)
        .where(inArray(referralEvents.codeId, codeIds))
        .groupBy(referralEvents.codeId)
    : Promise.resolve([]);

/**
 * Purchases (one earning per confirmed payment with the code), what was paid, refunded and the reward kept
 * after refunds, per code of the owner: in [from, to) by the payment's date, and ever.
 */
export const earningSums = (db: Db, owner: number, from: Date, to: Date) => {
  const inMonth = within(earnings.date, from, to);
  return db
    .select({
      code: earnings.code,
      currency: sql<string>`min(${earnings.currency})`,
      purchases: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${earnings.paid}), 0)::int`,
      refunds: sql<number>`coalesce(sum(${earnings.refunded}), 0)::int`,
      reward: sql<number>`coalesce(sum(${earnings.remaining}), 0)::int`,
      monthPurchases: sql<number>`(count(*) filter (where ${inMonth}))::int`,
      monthRevenue: sql<number>`coalesce(sum(${earnings.paid}) filter (where ${inMonth}), 0)::int`,
      monthRefunds: sql<number>`coalesce(sum(${earnings.refunded}) filter (where ${inMonth}), 0)::int`,
      monthReward: sql<number>`coalesce(sum(${earnings.remaining}) filter (where ${inMonth}), 0)::int`,
    })
    .from(earnings)
    .where(and(eq(earnings.owner, owner)))
    .groupBy(earnings.code);
};

/** Switches the owner's code on or off; null when it is not theirs. */
export async function setActive(db: Db, id: number, owner: number, active: boolean) {
  const [row] = await db
    .update(promoCodes)
    .set({ active })
    .where(and(eq(promoCodes.id, id), eq(promoCodes.owner, owner)))
    .returning();
  return row ?? null;
}
