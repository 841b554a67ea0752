/**
 * Sends signed notifications to a payment's NotificationURL and keeps retrying each one until the
 * merchant answers `OK`, as the bank does (here with short delays, so development and tests move on).
 */
import { signed } from '../../providers/payments/token.js';

const RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000, 3000, 5000];
const MAX_ATTEMPTS = 200;

export class Notifier {
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Notifications not yet answered OK. */
  pending = 0;

  constructor(private readonly password: string) {}

  send(url: string, fields: Record<string, unknown>): void {
    if (!url) return;
    const body = JSON.stringify(signed(fields, this.password));
    this.pending++;
    void this.attempt(url, body, 0);
  }

  private async attempt(url: string, body: string, n: number): Promise<void> {
    if (this.closed) return;
    let answered = false;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      answered = res.ok && (await res.text()).trim() === 'OK';
    } catch {
      answered = false;
    }
    if (answered || n + 1 >= MAX_ATTEMPTS || this.closed) {
      this.pending--;
      return;
    }
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.attempt(url, body, n + 1);
      },
      RETRY_DELAYS_MS[Math.min(n, RETRY_DELAYS_MS.length - 1)],
    );
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
