/** The partners module's SQL: partner information rows. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partnerInfo, type PartnerInfoRecord } from '../../db/schema.js';

export type { PartnerInfoRecord };

export async function findPartnerInfo(db: Db, userId: number): Promise<PartnerInfoRecord | null> {
  const rows = await db.select().from(partnerInfo).where(eq(partnerInfo.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Saves the partner's data; `verified` is what verification becomes with it (false restarts it). The partner's
 * own save ends a refusal (the team checks the new data); the team's names its change (`teamChange`).
 */
export async function savePartnerInfo(
  db: Db,
  userId: number,
  values: {
    info: Record<string, string>;
    paymentinfo: Record<string, string>;
    verified: boolean;
    teamChange?: PartnerInfoRecord['teamChange'];
  },
): Promise<PartnerInfoRecord> {
  const verification = {
    ...(values.verified ? {} : { verifiedAt: null, verifiedBy: null }),
    ...(values.teamChange ? {} : { refusal: null, refusedAt: null }),
  };
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

/**
 * The partners whose saved data waits for the team: never verified yet, or rechecking a change; not those
 * the team refused, until they save again (their move).
 */
export async function awaitingPartnerIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ userId: partnerInfo.userId })
    .from(partnerInfo)
    .where(and(eq(partnerInfo.verified, false), isNull(partnerInfo.refusal)));
  return rows.map((r) => r.userId);
}

/**
 * Verified by `by` (a team member), or back to verifying (by null), refused when the team says why.
 * Verifying ends a refusal. Null when nothing is saved.
 */
export async function setVerified(
  db: Db,
  userId: number,
  by: number | null,
  refusal?: string,
): Promise<PartnerInfoRecord | null> {
  const refused = by !== null ? { refusal: null, refusedAt: null } : refusal ? { refusal, refusedAt: sql`now()` } : {};
  const rows = await db
    .update(partnerInfo)
    .set({ verified: by !== null, verifiedBy: by, verifiedAt: by !== null ? sql`now()` : null, ...refused })
    .where(eq(partnerInfo.userId, userId))
    .returning();
  return rows[0] ?? null;
}
