/** Single-use links for e-mail activation and password restore; only their hash is stored. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTokens } from '../../db/schema.js';
import { newSecret, sha256 } from './sessions.js';

export type TokenPurpose = 'activate' | 'restore';

/** A newer link voids the older ones of the same purpose: only the latest restore link works. */
export async function issueEmailToken(db: Db, userId: number, purpose: TokenPurpose, ttlMs: number): Promise<string> {
  const secret = newSecret();
  if (purpose === 'restore') await voidEmailTokens(db, userId, purpose);
  await db
    .insert(emailTokens)
    .values({ tokenHash: sha256(secret), userId, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return secret;
}

export type TokenCheck =
  { status: 'ok'; userId: number } | { status: 'used'; userId: number } | { status: 'expired' } | { status: 'unknown' };

/** Marks the link used in the same statement that checks it, so two clicks cannot both win. */
export async function consumeEmailToken(db: Db, secret: string, purpose: TokenPurpose): Promise<TokenCheck> {
  const tokenHash = sha256(secret);
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used', userId: row.userId };
  if (row.expiresAt.getTime() < Date.now()) return { status: 'expired' };
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
    .returning();
  return claimed.length ? { status: 'ok', userId: row.userId } : { status: 'used', userId: row.userId };
}

/** Marks every unused link of this purpose used: after a password change or reset no older restore link works. */
export async function voidEmailTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
