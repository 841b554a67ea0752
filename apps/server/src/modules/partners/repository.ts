/** The partners module's SQL: partner information rows. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partnerInfo, type PartnerInfoRecord } from '../../db/schema.js';

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

/** The partners whose saved data waits for the team: never verified yet, or rechecking a change. */
export async function awaitingPartnerIds(db: Db): Promise<number[]> {
  const rows = await db.select({ userId: partnerInfo.userId }).from(partnerInfo).where(eq(partnerInfo.verified, false));
  return rows.map((r) => r.userId);
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
