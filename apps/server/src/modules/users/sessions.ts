/** Session tokens: 256-bit random, stored as SHA-256, revocable (docs/architecture.md "Security"). */
import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { accessMessage, withLog, type AccessEvent } from '../realtime/index.js';
import * as repo from './repository.js';
import type { LiveSession, SessionCache } from './session-cache.js';

// the one-shot hash: half the time of createHash().update().digest() (every call hashes its token)
export const sha256 = (value: string) => hash('sha256', value, 'hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export function createSessions(db: Db, cache: SessionCache, caughtUp: () => boolean) {
  return {
    async createSession(userId: number, fingerprint: string | null): Promise<string> {
      const token = newSecret();
      await repo.insertSession(db, userId, sha256(token), fingerprint);
      return token;
    },

    /** The live session of a token, read from the database (the socket's hello, the picture upload). */
    resolveSession(token: string): Promise<LiveSession | null> {
      return token.length > 200 ? Promise.resolve(null) : repo.findLiveSession(db, sha256(token));
    },

    /**
     * The live session of a token for the call pipeline: a cache hit is answered at once, without a
     * promise (the hot path of every authenticated call); a miss returns the database's answer as a
     * promise. The cache is read only while every announced access event is applied (caughtUp).
     */
    lookupSession(token: string): LiveSession | null | Promise<LiveSession | null> {
      if (token.length > 200) return null;
      const tokenHash = sha256(token);
      if (!caughtUp()) return repo.findLiveSession(db, tokenHash);
      const hit = cache.get(tokenHash);
      if (hit) return hit;
      const mark = cache.mark;
      return repo.findLiveSession(db, tokenHash).then((found: LiveSession | null) => {
        if (found) cache.set(tokenHash, found, mark);
        return found;
      });
    },

    /** Whether the session is still signed in (a held call checks again once it listens for revocations). */
    sessionActive: (sessionId: number) => repo.sessionActive(db, sessionId),

    /** Sign-out: this session's sockets and held syncs end too, in every process (realtime/access.ts). */
    async revokeSession(sessionId: number): Promise<void> {
      // the revocation and its event commit together (realtime/log.ts), so every process hears it
      const userId = await withLog(db, async ({ tx, log }) => {
        const owner = await repo.sessionOwner(tx, sessionId);
        await repo.revokeSession(tx, sessionId);
        if (owner !== null) log(accessMessage({ type: 'sessionRevoked', userId: owner, sessions: [sessionId] }));
        return owner;
      });
      if (userId !== null) cache.dropSessions(userId, [sessionId]);
    },

    /** Every session of the user but `keep` (a password change keeps the one that made it). */
    async revokeAllSessions(userId: number, keep: number | null = null): Promise<void> {
      await withLog(db, async ({ tx, log }) => {
        await repo.revokeAllSessions(tx, userId, keep);
        log(accessMessage({ type: 'sessionRevoked', userId, sessions: 'all', keep }));
      });
      cache.dropSessions(userId, 'all', keep);
    },
  };
}

/** An access event from any process (realtime/access.ts) drops what it makes stale. */
export function forgetSessions(cache: SessionCache, event: AccessEvent): void {
  if (event.type === 'sessionRevoked') cache.dropSessions(event.userId, event.sessions, event.keep ?? null);
  else cache.dropUser(event.userId);
}
