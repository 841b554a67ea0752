/** Earnings' SQL (decision 021): one row per payment with a code, kept up to date with its refunds. */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { earnings, partnerNoticeSettings, users } from '../../../db/schema.js';

export type EarningRow = typeof earnings.$inferSelect;

/**
 * Creates the earning, or brings its refund figures up to date. Refunds only grow, so a late or repeated
 * call never undoes a later one. True when this call created it (Postgres's xmax is 0 on a fresh insert),
 * so two racing calls tell the partner once.
 */
export async function upsertEarning(db: Db, values: typeof earnings.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(earnings)
    .values(values)
    .onConflictDoUpdate({
      target: earnings.paymentId,
      set: { refunded: sql`excluded.refunded`, remaining: sql`excluded.remaining`, updatedAt: sql`now()` },
      setWhere: sql`${earnings.refunded} < excluded.refunded`,
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return rows[0]?.created === true;
}

/** The refund each of these payments' earnings has taken into account (none for a payment without one). */
export const refundedByPayment = async (db: Db, paymentIds: number[]) =>
  paymentIds.length
    ? db
        .select({ paymentId: earnings.paymentId, refunded: earnings.refunded })
        .from(earnings)
        .where(inArray(earnings.paymentId, paymentIds))
    : [];

/** Earnings dated within [from, to), of one owner or of everyone, with the owner's e-mail. */
export const earningsBetween = (db: Db, from: Date, to: Date, owner?: number) =>
  db
    .select({ earning: earnings, ownerEmail: users.email })
    .from(earnings)
    .leftJoin(users, eq(users.id, earnings.owner))
    .where(
      and(gte(earnings.date, from), lt(earnings.date, to), owner === undefined ? undefined : eq(earnings.owner, owner)),
    )
    .orderBy(asc(earnings.date), asc(earnings.id));

/** Kopecks earned but not yet on a statement (payable or still held), per currency. */
export const unstatedOf = (db: Db, owner: number) =>
  db
    .select({
      currency: earnings.currency,
      amount: sql<number>`coalesce(sum(${earnings.remaining} - ${earnings.stated}), 0)::int`,
    })
    .from(earnings)
    .where(eq(earnings.owner, owner))
    .groupBy(earnings.currency);

/** Whether the partner wants a notice per sale (on unless they muted it). */
export async function wantsSaleNotices(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ sales: partnerNoticeSettings.sales })
    .from(partnerNoticeSettings)
    .where(eq(partnerNoticeSettings.userId, userId));
  return row?.sales ?? true;
}

export async function saveNoticeSettings(db: Db, userId: number, sales: boolean): Promise<void> {
  await db
    .insert(partnerNoticeSettings)
    .values({ userId, sales })
    .onConflictDoUpdate({ target: partnerNoticeSettings.userId, set: { sales, updatedAt: sql`now()` } });
}
