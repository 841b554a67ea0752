/** family_voices: a parent's recordings of stories, one row per account and story (decision 066). */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { lockLiveAccount } from '../../db/account-lock.js';
import type { Db } from '../../db/client.js';
import { familyVoices, type FamilyVoiceScene } from '../../db/schema.js';

export type FamilyVoiceRow = typeof familyVoices.$inferSelect;

export async function findVoice(db: Db, userId: number, storyUid: string): Promise<FamilyVoiceRow | null> {
  const [row] = await db
    .select()
    .from(familyVoices)
    .where(and(eq(familyVoices.userId, userId), eq(familyVoices.storyUid, storyUid)))
    .limit(1);
  return row ?? null;
}

export function listVoices(db: Db, userId: number) {
  return db
    .select({
      uid: familyVoices.storyUid,
      title: familyVoices.title,
      bytes: familyVoices.bytes,
      updatedAt: familyVoices.updatedAt,
    })
    .from(familyVoices)
    .where(eq(familyVoices.userId, userId))
    .orderBy(asc(familyVoices.title), asc(familyVoices.id));
}

export async function usedBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${familyVoices.bytes}), 0)::int` })
    .from(familyVoices)
    .where(eq(familyVoices.userId, userId));
  return Number(row?.bytes ?? 0);
}

interface Saved {
  userId: number;
  storyUid: string;
  title: string;
  scenes: FamilyVoiceScene[];
  bytes: number;
}

/**
 * Saves a recording only if it is still at `version` (0: none yet), as version + 1; false when another
 * save came first, so of two devices saving at once exactly one wins whole.
 */
export async function saveVoice(db: Db, row: Saved, version: number): Promise<boolean> {
  if (version === 0) {
    const inserted = await db
      .insert(familyVoices)
      .values({ ...row, version: 1 })
      .onConflictDoNothing()
      .returning({ id: familyVoices.id });
    return inserted.length === 1;
  }
  const updated = await db
    .update(familyVoices)
    .set({ title: row.title, scenes: row.scenes, bytes: row.bytes, version: version + 1, updatedAt: sql`now()` })
    .where(
      and(
        eq(familyVoices.userId, row.userId),
        eq(familyVoices.storyUid, row.storyUid),
        eq(familyVoices.version, version),
      ),
    )
    .returning({ id: familyVoices.id });
  return updated.length === 1;
}

export type SaveOutcome = 'saved' | 'changed' | 'gone' | { full: number };

/**
 * Saves a recording under the account's lock (db/account-lock.ts): the quota is counted there, so saves at
 * once cannot pass it together, and a deletion either waits for the save or the save finds the account
 * gone ('gone'). `{ full }`: the bytes the account would hold.
 */
export function saveVoiceWithinQuota(db: Db, row: Saved, version: number, quotaBytes: number): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockLiveAccount(tx, row.userId))) return 'gone';
    const [others] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${familyVoices.bytes}), 0)::int` })
      .from(familyVoices)
      .where(and(eq(familyVoices.userId, row.userId), ne(familyVoices.storyUid, row.storyUid)));
    const after = Number(others?.bytes ?? 0) + row.bytes;
    if (after > quotaBytes) return { full: after };
    return (await saveVoice(tx, row, version)) ? 'saved' : 'changed';
  });
}

export async function deleteVoice(db: Db, userId: number, storyUid: string): Promise<boolean> {
  const gone = await db
    .delete(familyVoices)
    .where(and(eq(familyVoices.userId, userId), eq(familyVoices.storyUid, storyUid)))
    .returning({ id: familyVoices.id });
  return gone.length > 0;
}
