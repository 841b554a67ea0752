/**
 * "Who may hear what" changed: named events, sent through the real-time log (so every server
 * process hears them through LISTEN/NOTIFY) on one internal channel that no client subscribes to.
 *
 * - `sessionRevoked`: sign-out, password reset or change. Sockets and held syncs of those
 *   sessions close / answer 401.
 * - `accessChanged`: the user's type, features or cohort changed. Sockets close with
 *   WS_CLOSE.reauthorize, and the client reconnects with what the user may hear now.
 * - `userChanged`: any other change to the user; only caches of the user listen (session-cache.ts).
 *
 * Anything that keeps per-session or per-user state (a session cache, later) listens here too,
 * through `AccessWatch.onAny`.
 */
import type { Delivery, RealtimeHub } from './hub.js';
import { ListenerSets } from './listener-set.js';
import { channels, type LogMessage } from './log.js';

export type AccessEvent =
  | {
      type: 'sessionRevoked';
      userId: number;
      /** The sessions revoked, or 'all' of the user's sessions except `keep`. */
      sessions: number[] | 'all';
      keep?: number | null;
    }
  | { type: 'accessChanged'; userId: number }
  | { type: 'userChanged'; userId: number };

export type AccessListener = (event: AccessEvent) => void;

/** An access event as a log message, for a caller that logs it with its change (log.ts: withLog). */
export const accessMessage = (event: AccessEvent): LogMessage => ({ channel: channels.access, payload: event });

/** Whether `event` ends the session `sessionId` of user `userId`. */
export function revokes(event: AccessEvent, userId: number, sessionId: number | null): boolean {
  if (event.type !== 'sessionRevoked' || event.userId !== userId) return false;
  if (event.sessions === 'all') return sessionId !== event.keep;
  return sessionId !== null && event.sessions.includes(sessionId);
}

/** One subscription to the access channel per process, handed out per user. */
export class AccessWatch {
  private readonly byUser = new ListenerSets<number, AccessListener>();
  private readonly everyone = new Set<AccessListener>();
  private readonly unsubscribe: () => void;

  constructor(hub: RealtimeHub) {
    this.unsubscribe = hub.subscribe([channels.access], (d: Delivery) =>
      this.dispatch(d.payload as unknown as AccessEvent),
    );
  }

  /** Events about one user, from now on. */
  watch(userId: number, listener: AccessListener): () => void {
    this.byUser.add(userId, listener);
    return () => this.byUser.delete(userId, listener);
  }

  /** Every event, for whatever caches sessions or users. */
  onAny(listener: AccessListener): () => void {
    this.everyone.add(listener);
    return () => this.everyone.delete(listener);
  }

  stop(): void {
    this.unsubscribe();
    this.byUser.clear();
    this.everyone.clear();
  }

  private dispatch(event: AccessEvent): void {
    const listeners = [...this.everyone, ...this.byUser.get(event.userId)];
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        console.warn(`Access listener failed: ${(err as Error).message}`);
      }
    }
  }
}
