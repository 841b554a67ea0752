/**
 * The in-process session cache (decision 039): token hash → the live session and its user, so a
 * call does not ask the database who is calling. An entry is dropped
 * - at once in this process when the session is revoked or the user changes here (the users
 *   module's revokeSession, revokeAllSessions and updateUser), and
 * - in every other process when the access event arrives through the real-time log (the users
 *   module listens with AccessWatch.onAny); until the hub has dispatched everything NOTIFY
 *   announced, or while its LISTEN connection is down, the cache is not read at all
 *   (RealtimeHub.caughtUp);
 * - after a short TTL in any case (the backstop);
 * - whole, on any write to users or sessions that bypasses the module (db/client.ts `onWrite`).
 * One cache per app, made by buildApp and handed to the users module.
 */
import type { UserRecord } from '../../db/schema.js';

export interface LiveSession {
  user: UserRecord;
  sessionId: number;
}

interface Entry {
  session: LiveSession;
  expires: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every drop: a fill that started before a drop does not store what it read. */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The epoch to hand back to `set` after reading the database. */
  get mark(): number {
    return this.epoch;
  }

  get(tokenHash: string, now = Date.now()): LiveSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.expires <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.session;
  }

  set(tokenHash: string, session: LiveSession, mark: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || mark !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      // the oldest insertion goes first (Map keeps insertion order)
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, expires: now + this.ttlMs });
  }

  /** Every entry of the user (any change to the user or all of their sessions). */
  dropUser(userId: number): void {
    this.epoch++;
    for (const [key, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(key);
  }

  /** These sessions of the user, or all of them but `keep`. */
  dropSessions(userId: number, sessions: readonly number[] | 'all', keep: number | null = null): void {
    this.epoch++;
    for (const [key, entry] of this.entries) {
      const { user, sessionId } = entry.session;
      if (user.id !== userId) continue;
      if (sessions === 'all' ? sessionId !== keep : sessions.includes(sessionId)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }
}
