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
  /** Places taken, by kind, per user and per session: numeric keys, no string per socket. */
  private readonly counts = {
    socket: { user: new Map<number, number>(), session: new Map<number, number>() },
    sync: { user: new Map<number, number>(), session: new Map<number, number>() },
  };

  /** Places taken now in this process, by kind (the metrics' sockets and held syncs). */
  readonly open: Record<ListenerKind, number> = { socket: 0, sync: 0 };

  constructor(private readonly limits: Record<ListenerKind, CapLimits>) {}

  /** Takes a place, or returns null when the user or the session has none left; call the release once. */
  take(kind: ListenerKind, userId: number, sessionId: number): (() => void) | null {
    const { user, session } = this.counts[kind];
    const { perUser, perSession } = this.limits[kind];
    if ((user.get(userId) ?? 0) >= perUser || (session.get(sessionId) ?? 0) >= perSession) return null;
    bump(user, userId, 1);
    bump(session, sessionId, 1);
    this.open[kind]++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open[kind]--;
      bump(user, userId, -1);
      bump(session, sessionId, -1);
    };
  }
}

function bump(counts: Map<number, number>, key: number, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
