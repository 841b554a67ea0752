/** The partners module's SQL: partner information rows and the team's users list. */
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ListRequest } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { partnerInfo, users, type PartnerInfoRecord } from '../../db/schema.js';
import { countMatches, countToPage, keptCount, pageRowsToRead } from '../../db/row-counts.js';
import { containsPattern } from '../../db/like.js';

export type { PartnerInfoRecord };

export async function findPartnerInfo(db: Db, userId: number): Promise<PartnerInfoRecord | null> {
  const rows = await db.select().from(partnerInfo).where(eq(partnerInfo.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Saves the partner's data; `verified` is what verification becomes with it (false restarts it). */
export async function savePartnerInfo(
  db: Db,
  userId: number,
  values: { info: Record<string, string>; paymentinfo: Record<string, string>; verified: boolean },
): Promise<PartnerInfoRecord> {
  const verification = values.verified ? {} : { verifiedAt: null, verifiedBy: null };
  const rows = await db
    .insert(partnerInfo)
    .values({ userId, ...values, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: partnerInfo.userId,
      set: { ...values, ...verification, updatedAt: sql`now()` },
    })
    .returning();
  return rows[0]!;
}

/** Verified by `by` (a team member), or back to verifying (by null). Null when nothing is saved. */
export async function setVerified(db: Db, userId: number, by: number | null): Promise<PartnerInfoRecord | null> {
  const rows = await db
    .update(partnerInfo)
    .set({ verified: by !== null, verifiedBy: by, verifiedAt: by !== null ? sql`now()` : null })
    .where(eq(partnerInfo.userId, userId))
    .returning();
  return rows[0] ?? null;
}

/** panel §2 Users list: e-mail search (searchStrFilter or fieldsFilter.email), type filter, date sort. */
export async function listUsers(db: Db, request: ListRequest) {
  const conditions: (SQL | undefined)[] = [];
  const search = request.searchStrFilter?.trim();
  if (search) conditions.push(ilike(users.email, containsPattern(search.toLowerCase())));
  const email = request.fieldsFilter?.email;
  if (email?.value.trim()) {
    const value = email.value.trim().toLowerCase();
    conditions.push(email.like === false ? eq(users.email, value) : ilike(users.email, containsPattern(value)));
  }
  if (request.fieldsFilter?.type !== undefined) conditions.push(eq(users.type, request.fieldsFilter.type));
  const where = and(...conditions);
  const ascending = request.sortFields?.some((f) => f.field.startsWith('date') && f.order === 'asc') ?? false;
  const order = ascending ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      phone: users.phone,
      email: users.email,
      image: users.image,
      features: users.features,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(pageRowsToRead(request))
    .offset(request.pageNumber * request.pageSize);
  if (request.includeCount === false) return countToPage(rows, request);
  // unfiltered, the count the database keeps; filtered, the matches up to a bound past the page
  const count = where ? await countMatches(db, users, where, request) : await keptCount(db, 'users');
  return { rows, count };
}
