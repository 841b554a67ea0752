/** Fixed-window counters for sign-in, registration and restore, keyed by IP and by login. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false when the key is over its limit for this window. */
  take(key: string, limit: number): boolean {
    return this.count(key) <= limit;
  }

  /** Counts one attempt and returns the attempts in this window so far, this one included. */
  count(key: string): number {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
      if (this.hits.size > 50_000) this.sweep(now);
    }
    entry.count++;
    return entry.count;
  }

  /** How long until the key's window starts again. */
  retryAfterMs(key: string): number {
    const entry = this.hits.get(key);
    return entry ? Math.max(0, entry.resetAt - this.now()) : 0;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
