/** Session tokens: 256-bit random, stored as SHA-256, revocable (DESIGN.md "Security"). */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import * as repo from './repository.js';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export async function createSession(db: Db, userId: number, fingerprint: string | null): Promise<string> {
  const token = newSecret();
  await repo.insertSession(db, userId, sha256(token), fingerprint);
  return token;
}

export async function resolveSession(db: Db, token: string): Promise<{ user: UserRecord; sessionId: number } | null> {
  if (token.length > 200) return null;
  return repo.findLiveSession(db, sha256(token));
}

export { revokeAllSessions, revokeSession } from './repository.js';
