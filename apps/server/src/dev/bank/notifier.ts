/**
 * Sends signed notifications to a payment's NotificationURL and keeps retrying each one until the
 * merchant answers `OK`, as the bank does (here with short delays, so development and tests move on).
 * A payment's notifications go one after another, in the order its statuses came: the next waits
 * until the merchant has taken the one before (or it was given up), so a merchant that was down
 * hears AUTHORIZED before CONFIRMED, as it would from a bank that retries the oldest first.
 */
import { signed } from '../../providers/payments/token.js';

const RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000, 3000, 5000];
const MAX_ATTEMPTS = 200;

export class Notifier {
  private closed = false;
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  /** Per payment (and address), the delivery that the next notification waits for. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Notifications not yet answered OK. */
  pending = 0;

  constructor(private readonly password: string) {}

  send(url: string, fields: Record<string, unknown>): void {
    if (!url) return;
    const body = JSON.stringify(signed(fields, this.password));
    this.pending++;
    const key = `${url} ${String(fields.PaymentId ?? '')}`;
    const before = this.queues.get(key) ?? Promise.resolve();
    const delivered = before.then(() => this.deliver(url, body)).finally(() => this.pending--);
    this.queues.set(key, delivered);
    void delivered.finally(() => this.queues.get(key) === delivered && this.queues.delete(key));
  }

  private async deliver(url: string, body: string): Promise<void> {
    for (let n = 0; n < MAX_ATTEMPTS && !this.closed; n++) {
      if (n > 0) await this.pause(RETRY_DELAYS_MS[Math.min(n - 1, RETRY_DELAYS_MS.length - 1)]!);
      if (this.closed) return;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok && (await res.text()).trim() === 'OK') return;
      } catch {
        // not answered: tried again after the next delay
      }
    }
  }

  /** A retry's wait, cut short by stop(). */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      this.timers.set(timer, resolve);
    });
  }

  stop(): void {
    this.closed = true;
    for (const [timer, resolve] of this.timers) {
      clearTimeout(timer);
      resolve();
    }
    this.timers.clear();
  }
}
