/** The accounts module's one table: single-use e-mail links (email-tokens.ts), stored by their hash. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTokens } from '../../db/schema.js';

/** Marks every unused link of this purpose used. */
export async function voidEmailTokens(db: Db, userId: number, purpose: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export async function insertEmailToken(db: Db, values: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(values);
}

export async function findEmailToken(db: Db, tokenHash: string, purpose: string) {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the link used in the same statement that checks it, so two clicks cannot both win. */
export async function claimEmailToken(db: Db, tokenHash: string): Promise<boolean> {
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
    .returning();
  return claimed.length > 0;
}
