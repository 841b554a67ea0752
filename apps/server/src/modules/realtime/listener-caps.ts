/**
 * Caps on what one user, and one session, may hold open in a process: sockets and held syncs.
 * A burst of hundreds of them would otherwise slow every other call (issue 11, point 9).
 */
export type ListenerKind = 'socket' | 'sync';

export interface CapLimits {
  perUser: number;
  perSession: number;
}

export class ListenerCaps {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limits: Record<ListenerKind, CapLimits>) {}

  /** Takes a place, or returns null when the user or the session has none left; call the release once. */
  take(kind: ListenerKind, userId: number, sessionId: number): (() => void) | null {
    const userKey = `${kind}|u|${userId}`;
    const sessionKey = `${kind}|s|${sessionId}`;
    const { perUser, perSession } = this.limits[kind];
    if ((this.counts.get(userKey) ?? 0) >= perUser || (this.counts.get(sessionKey) ?? 0) >= perSession) return null;
    this.bump(userKey, 1);
    this.bump(sessionKey, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.bump(userKey, -1);
      this.bump(sessionKey, -1);
    };
  }

  private bump(key: string, by: number): void {
    const n = (this.counts.get(key) ?? 0) + by;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}
