/**
 * A database outage as the process lives it (PostgreSQL only). The first fault starts it and logs one
 * warning; a probe then asks the database every PROBE_EVERY_MS until it answers, and one line says how
 * long it lasted. Calls wait on it (whenBack) instead of each failing and logging on its own.
 */
import { isDatabaseFault } from './faults.js';

const PROBE_EVERY_MS = 250;

export interface OutageLog {
  warn(message: string): void;
}

export class DatabaseOutage {
  private since: number | null = null;
  private closed = false;
  private readonly waiters = new Set<(back: boolean) => void>();

  constructor(
    /** Resolves once the database answers a statement. */
    private readonly probe: () => Promise<void>,
    /** How long a call may wait for the database before it answers 503. */
    readonly waitMs: number,
    private readonly log: OutageLog = console,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  /**
   * Told of a failure. A database fault starts an outage (or belongs to the one going on) and is logged
   * here, once: the answer says so, and the caller logs nothing. Any other error answers false.
   */
  noticed(err: unknown): boolean {
    if (!isDatabaseFault(err)) return false;
    if (this.since === null && !this.closed) {
      this.since = Date.now();
      this.log.warn(
        `Database unreachable (${(err as Error).message}); calls wait up to ${this.waitMs / 1000} s for it`,
      );
      void this.probeUntilBack();
    }
    return true;
  }

  /** Resolves true as soon as the database answers (at once when no outage is going on), false at `deadline`. */
  whenBack(deadline: number): Promise<boolean> {
    if (this.since === null) return Promise.resolve(!this.closed);
    const left = deadline - Date.now();
    if (left <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (back: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve(back);
      };
      const timer = setTimeout(() => done(false), left);
      this.waiters.add(done);
    });
  }

  /** The process is stopping: nobody waits any more. */
  close(): void {
    this.closed = true;
    this.since = null;
    for (const done of [...this.waiters]) done(false);
  }

  private async probeUntilBack(): Promise<void> {
    while (this.since !== null && !this.closed) {
      try {
        await this.probe();
        this.back();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    }
  }

  private back(): void {
    if (this.since === null) return;
    const lasted = Date.now() - this.since;
    this.since = null;
    this.log.warn(`Database answers again after ${(lasted / 1000).toFixed(1)} s`);
    for (const done of [...this.waiters]) done(true);
  }
}
