/** The parental pin's hash per user (db/schema-parent.ts). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userPins } from '../../db/schema.js';

export async function findPinHash(db: Db, userId: number): Promise<string | null> {
  const rows = await db.select({ pinHash: userPins.pinHash }).from(userPins).where(eq(userPins.userId, userId));
  return rows[0]?.pinHash ?? null;
}

export async function savePinHash(db: Db, userId: number, pinHash: string): Promise<void> {
  await db
    .insert(userPins)
    .values({ userId, pinHash })
    .onConflictDoUpdate({ target: userPins.userId, set: { pinHash, updatedAt: sql`now()` } });
}

export async function deletePin(db: Db, userId: number): Promise<void> {
  await db.delete(userPins).where(eq(userPins.userId, userId));
}
