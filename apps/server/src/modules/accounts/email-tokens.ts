/** Single-use links for e-mail activation and password restore; only their hash is stored. */
import type { Db } from '../../db/client.js';
import * as repo from './repository.js';
import { newSecret, sha256 } from '../users/index.js';

export type TokenPurpose = 'activate' | 'restore';

/** A newer link voids the older ones of the same purpose: only the latest restore link works. */
export async function issueEmailToken(db: Db, userId: number, purpose: TokenPurpose, ttlMs: number): Promise<string> {
  const secret = newSecret();
  if (purpose === 'restore') await voidEmailTokens(db, userId, purpose);
  await repo.insertEmailToken(db, {
    tokenHash: sha256(secret),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return secret;
}

export type TokenCheck =
  { status: 'ok'; userId: number } | { status: 'used'; userId: number } | { status: 'expired' } | { status: 'unknown' };

/** A link is good once: the claim checks and marks it in one statement, so two clicks cannot both win. */
export async function consumeEmailToken(db: Db, secret: string, purpose: TokenPurpose): Promise<TokenCheck> {
  const tokenHash = sha256(secret);
  const row = await repo.findEmailToken(db, tokenHash, purpose);
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used', userId: row.userId };
  if (row.expiresAt.getTime() < Date.now()) return { status: 'expired' };
  return (await repo.claimEmailToken(db, tokenHash))
    ? { status: 'ok', userId: row.userId }
    : { status: 'used', userId: row.userId };
}

/** Marks every unused link of this purpose used: after a password change or reset no older restore link works. */
export const voidEmailTokens = (db: Db, userId: number, purpose: TokenPurpose) =>
  repo.voidEmailTokens(db, userId, purpose);
