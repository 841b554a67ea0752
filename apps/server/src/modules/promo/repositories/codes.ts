/** Promo codes' SQL (panel §3, §5): create, find, list (own or all, with the owner's e-mail), find a plan. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { plans, promoCodes, users } from '../../../db/schema.js';
import { containsPattern } from '../../../db/like.js';
import { countToPage, pageRowsToRead } from '../../../db/row-counts.js';

export type PromoRow = typeof promoCodes.$inferSelect;

export const findPlan = async (db: Db, id: number) =>
  (await db.select({ id: plans.id, promo: plans.promo }).from(plans).where(eq(plans.id, id)))[0] ?? null;

export const findCode = async (db: Db, code: string): Promise<PromoRow | null> =>
  (await db.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase())))[0] ?? null;

/**
 * Codes are stored upper-cased, so they are unique and found case-insensitively. `ownerMayEarn` is false for
 * a partner who is not verified (no feature promo): their codes are refused as unknown (decision 024).
 */
/** Whether the code's owner may earn (decision 024): the same rule for checkout and the lists. */
const ownerMayEarn = sql<boolean>`coalesce(${users.type} <> 4 or 'promo' = any(${users.features}), false)`;

export const findCodeWithOwner = async (db: Db, code: string) =>
  (
    await db
      .select({ code: promoCodes, ownerMayEarn })
      .from(promoCodes)
      .innerJoin(users, eq(users.id, promoCodes.owner))
      .where(eq(promoCodes.code, code.trim().toUpperCase()))
  ).map(({ code, ownerMayEarn }) => ({ ...code, ownerMayEarn }))[0] ?? null;

/** The e-mails of these codes' owners (codes as stored, upper-cased). */
export const ownerEmailsOf = async (db: Db, codes: string[]) =>
  codes.length
    ? db
        .select({ code: promoCodes.code, email: users.email })
        .from(promoCodes)
        .innerJoin(users, eq(users.id, promoCodes.owner))
        .where(inArray(promoCodes.code, codes))
    : [];

/** The new code, or null when the code (stored upper-cased) is taken. */
export async function insertCode(db: Db, values: typeof promoCodes.$inferInsert): Promise<PromoRow | null> {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing({ target: promoCodes.code }).returning();
  return row ?? null;
}

export interface CodeQuery {
  owner?: number;
  search?: string;
  ascending: boolean;
  pageNumber: number;
  pageSize: number;
  includeCount?: boolean;
}

/** Codes sorted by their end date; searched by code (and, across owners, by the owner's e-mail). */
export async function listCodes(db: Db, q: CodeQuery) {
  const search = q.search?.trim();
  const where: SQL | undefined = and(
    q.owner === undefined ? undefined : eq(promoCodes.owner, q.owner),
    search
      ? or(
          ilike(promoCodes.code, containsPattern(search)),
          q.owner === undefined ? ilike(users.email, containsPattern(search)) : undefined,
        )
      : undefined,
  );
  const rows = await db
    .select({ code: promoCodes, ownerEmail: users.email, ownerMayEarn })
    .from(promoCodes)
    .leftJoin(users, eq(users.id, promoCodes.owner))
    .where(where)
    .orderBy(
      q.ascending ? asc(promoCodes.end) : desc(promoCodes.end),
      q.ascending ? asc(promoCodes.id) : desc(promoCodes.id),
    )
    .limit(pageRowsToRead(q))
    .offset(q.pageNumber * q.pageSize);
  if (q.includeCount === false) return countToPage(rows, q);
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promoCodes)
    .leftJoin(users, eq(users.id, promoCodes.owner))
    .where(where)) as [{ count: number }];
  return { rows, count };
}
