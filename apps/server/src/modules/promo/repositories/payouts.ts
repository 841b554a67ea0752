/** Payout statements' SQL (decision 021): what became payable, statements with their lines, marking paid. */
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { earnings, partnerInfo, payoutLines, payoutStatements, users } from '../../../db/schema.js';

export type StatementRow = typeof payoutStatements.$inferSelect;
export type LineRow = typeof payoutLines.$inferSelect;
export type NewLine = Omit<typeof payoutLines.$inferInsert, 'statementId'>;

/** Earnings paid for on or before `payableBy` whose remaining reward differs from what statements hold. */
export const payableChanges = (db: Db, payableBy: Date) =>
  db
    .select()
    .from(earnings)
    .where(and(lte(earnings.date, payableBy), ne(earnings.remaining, earnings.stated)))
    .orderBy(asc(earnings.owner), asc(earnings.id));

/** Rolled-over statements not yet carried into a later one. */
export const openRollovers = (db: Db) =>
  db
    .select()
    .from(payoutStatements)
    .where(and(eq(payoutStatements.status, 'rolledover'), isNull(payoutStatements.carriedTo)))
    .orderBy(asc(payoutStatements.id));

/** The new statement, or null when the owner already has one for this month and currency. */
export async function insertStatement(
  db: Db,
  values: { owner: number; month: string; currency: string },
): Promise<StatementRow | null> {
  const [row] = await db
    .insert(payoutStatements)
    .values({ ...values, total: 0, status: 'rolledover' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function insertLines(db: Db, statementId: number, lines: NewLine[]): Promise<void> {
  if (lines.length) await db.insert(payoutLines).values(lines.map((l) => ({ ...l, statementId })));
}

export async function finishStatement(db: Db, id: number, total: number, status: 'due' | 'rolledover') {
  await db.update(payoutStatements).set({ total, status }).where(eq(payoutStatements.id, id));
}

/** Moves `stated` to `to` only if it is still `from` (a concurrent run took it otherwise). */
export async function markStated(db: Db, earningId: number, from: number, to: number): Promise<boolean> {
  const rows = await db
    .update(earnings)
    .set({ stated: to })
    .where(and(eq(earnings.id, earningId), eq(earnings.stated, from)))
    .returning({ id: earnings.id });
  return rows.length === 1;
}

export async function markCarried(db: Db, id: number, into: number): Promise<boolean> {
  const rows = await db
    .update(payoutStatements)
    .set({ carriedTo: into })
    .where(and(eq(payoutStatements.id, id), isNull(payoutStatements.carriedTo)))
    .returning({ id: payoutStatements.id });
  return rows.length === 1;
}

export interface StatementQuery {
  owner?: number;
  month?: string;
  status?: string;
  pageNumber: number;
  pageSize: number;
}

export async function listStatements(db: Db, q: StatementQuery) {
  const where = and(
    q.owner === undefined ? undefined : eq(payoutStatements.owner, q.owner),
    q.month ? eq(payoutStatements.month, q.month) : undefined,
    q.status ? eq(payoutStatements.status, q.status as StatementRow['status']) : undefined,
  );
  const rows = await db
    .select({ statement: payoutStatements, ownerEmail: users.email })
    .from(payoutStatements)
    .leftJoin(users, eq(users.id, payoutStatements.owner))
    .where(where)
    .orderBy(desc(payoutStatements.month), asc(payoutStatements.owner), asc(payoutStatements.id))
    .limit(q.pageSize)
    .offset(q.pageNumber * q.pageSize);
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payoutStatements)
    .where(where)) as [{ count: number }];
  return { rows, count };
}

/** The partners' names and bank details as they saved them, by owner id (the payouts CSV, decision 087). */
export async function partnerDetails(db: Db, owners: number[]) {
  const rows = owners.length
    ? await db
        .select({ userId: partnerInfo.userId, info: partnerInfo.info, paymentinfo: partnerInfo.paymentinfo })
        .from(partnerInfo)
        .where(inArray(partnerInfo.userId, [...new Set(owners)]))
    : [];
  return new Map(rows.map((r) => [r.userId, r]));
}

export const linesOf = async (db: Db, statementIds: number[]): Promise<LineRow[]> =>
  statementIds.length
    ? db.select().from(payoutLines).where(inArray(payoutLines.statementId, statementIds)).orderBy(asc(payoutLines.id))
    : [];

export const findStatement = async (db: Db, id: number): Promise<StatementRow | null> =>
  (await db.select().from(payoutStatements).where(eq(payoutStatements.id, id)))[0] ?? null;

/** Due → paid with the transfer reference; false when it is not due (rolled over, or paid already). */
export async function markPaid(db: Db, id: number, reference: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(payoutStatements)
    .set({ status: 'paid', reference, paidAt: at })
    .where(and(eq(payoutStatements.id, id), eq(payoutStatements.status, 'due')))
    .returning({ id: payoutStatements.id });
  return rows.length === 1;
}

/**
 * Paid → due again (an undone mark paid), only while it was marked at or after `since`; false when it is not
 * paid or was marked earlier.
 */
export async function unmarkPaid(db: Db, id: number, since: Date): Promise<boolean> {
  const rows = await db
    .update(payoutStatements)
    .set({ status: 'due', reference: null, paidAt: null })
    .where(and(eq(payoutStatements.id, id), eq(payoutStatements.status, 'paid'), gte(payoutStatements.paidAt, since)))
    .returning({ id: payoutStatements.id });
  return rows.length === 1;
}

/** An owner's statement totals by currency and status; `open` counts only rolled-over ones not carried yet. */
export const totalsOf = (db: Db, owner: number) =>
  db
    .select({
      currency: payoutStatements.currency,
      status: payoutStatements.status,
      total: sql<number>`coalesce(sum(${payoutStatements.total}), 0)::int`,
      open: sql<number>`coalesce(sum(${payoutStatements.total}) filter (where ${payoutStatements.carriedTo} is null), 0)::int`,
    })
    .from(payoutStatements)
    .where(eq(payoutStatements.owner, owner))
    .groupBy(payoutStatements.currency, payoutStatements.status);
