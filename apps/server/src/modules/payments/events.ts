/**
 * paymentChanged messages to the user's open pages, published after the change is committed.
 * Messages that arrive together go out in one real-time log write (one lock, one commit), so many
 * notifications at once do not queue behind each other on the log's write lock.
 */
import type { Db } from '../../db/client.js';
import { appendToLog, channels, type LogMessage } from '../realtime/index.js';
import type { PaymentRow } from './repository.js';
import { paymentState } from './status.js';

export type PaymentEvents = { publish(row: PaymentRow): Promise<void> };

export function createPaymentEvents(db: Db): PaymentEvents {
  let queued: { message: LogMessage; done: () => void; failed: (err: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;

  async function flush(): Promise<void> {
    while (queued.length) {
      const batch = queued;
      queued = [];
      try {
        await appendToLog(
          db,
          batch.map((q) => q.message),
        );
        for (const q of batch) q.done();
      } catch (err) {
        for (const q of batch) q.failed(err);
      }
    }
    flushing = null;
  }

  return {
    publish: (row) =>
      new Promise<void>((done, failed) => {
        queued.push({
          message: {
            channel: channels.user(row.userId),
            payload: { type: 'paymentChanged', paymentId: row.id, orderId: row.orderId, state: paymentState(row) },
          },
          done,
          failed,
        });
        flushing ??= flush();
      }),
  };
}
