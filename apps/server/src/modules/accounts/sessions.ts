/** Session tokens: 256-bit random, stored as SHA-256, revocable (docs/architecture.md "Security"). */
import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import { publishAccessEvent, type AccessEvent } from '../realtime/access.js';
import * as repo from './repository.js';
import { sessionCache, type LiveSession } from './session-cache.js';

// the one-shot hash: half the time of createHash().update().digest() (every call hashes its token)
export const sha256 = (value: string) => hash('sha256', value, 'hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export async function createSession(db: Db, userId: number, fingerprint: string | null): Promise<string> {
  const token = newSecret();
  await repo.insertSession(db, userId, sha256(token), fingerprint);
  return token;
}

/**
 * The live session of a token. With `cached`, the session cache answers when it can
 * (session-cache.ts); the caller passes it only while every announced access event is applied.
 */
export async function resolveSession(
  db: Db,
  token: string,
  options: { cached?: boolean } = {},
): Promise<{ user: UserRecord; sessionId: number } | null> {
  return lookupSession(db, token, options.cached ?? false);
}

/**
 * resolveSession for the call pipeline: a cache hit is answered at once, without a promise (the
 * hot path of every authenticated call); a miss returns the database's answer as a promise.
 */
export function lookupSession(
  db: Db,
  token: string,
  cached: boolean,
): LiveSession | null | Promise<LiveSession | null> {
  if (token.length > 200) return null;
  const tokenHash = sha256(token);
  if (!cached) return repo.findLiveSession(db, tokenHash);
  const hit = sessionCache.get(db, tokenHash);
  if (hit) return hit;
  const mark = sessionCache.mark;
  return repo.findLiveSession(db, tokenHash).then((found: LiveSession | null) => {
    if (found) sessionCache.set(db, tokenHash, found, mark);
    return found;
  });
}

/** An access event from any process (realtime/access.ts) drops what it makes stale. */
export function forgetSessions(event: AccessEvent): void {
  if (event.type === 'sessionRevoked') sessionCache.dropSessions(event.userId, event.sessions, event.keep ?? null);
  else sessionCache.dropUser(event.userId);
}

/** Whether the session is still signed in (a held call checks again once it listens for revocations). */
export const sessionActive = (db: Db, sessionId: number) => repo.sessionActive(db, sessionId);

/** Sign-out: this session's sockets and held syncs end too, in every process (realtime/access.ts). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  const userId = await repo.sessionOwner(db, sessionId);
  await repo.revokeSession(db, sessionId);
  if (userId !== null) sessionCache.dropSessions(userId, [sessionId]);
  if (userId !== null) await publishAccessEvent(db, { type: 'sessionRevoked', userId, sessions: [sessionId] });
}

/** Every session of the user but `keep` (a password change keeps the one that made it). */
export async function revokeAllSessions(db: Db, userId: number, keep: number | null = null): Promise<void> {
  await repo.revokeAllSessions(db, userId, keep);
  sessionCache.dropSessions(userId, 'all', keep);
  await publishAccessEvent(db, { type: 'sessionRevoked', userId, sessions: 'all', keep });
}
