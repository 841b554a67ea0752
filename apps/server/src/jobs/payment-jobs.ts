/**
 * Payments' durable jobs on pg-boss: the daily rebill pass, reconciliation (GetState for payments
 * left in a non-final status) and the expiry of abandoned checkouts, on cron schedules. Each pass is safe to repeat (decision 015).
 */
import type PgBoss from 'pg-boss';
import type { PaymentsConfig } from '../config.js';
import type { PaymentsModule } from '../modules/payments/index.js';

export const REBILL_QUEUE = 'payments-rebill';
export const RECONCILE_QUEUE = 'payments-reconcile';
/** Abandoned checkouts expire to their own status (decision 087). */
export const EXPIRE_QUEUE = 'payments-expire';

export async function startPaymentJobs(
  boss: PgBoss,
  payments: PaymentsModule,
  config: PaymentsConfig,
  workers: boolean,
): Promise<void> {
  const rebills = payments.rebills;
  if (!rebills) return;
  await boss.createQueue(REBILL_QUEUE, { name: REBILL_QUEUE, retryLimit: 3, retryDelay: 300 } as PgBoss.Queue);
  await boss.createQueue(RECONCILE_QUEUE, { name: RECONCILE_QUEUE, retryLimit: 1, retryDelay: 60 } as PgBoss.Queue);
  await boss.createQueue(EXPIRE_QUEUE, { name: EXPIRE_QUEUE, retryLimit: 1, retryDelay: 30 } as PgBoss.Queue);
  if (!workers) return;
  await boss.schedule(REBILL_QUEUE, config.rebillCron, {}, { tz: 'UTC' });
  await boss.schedule(RECONCILE_QUEUE, '*/5 * * * *', {}, { tz: 'UTC' });
  await boss.schedule(EXPIRE_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(REBILL_QUEUE, async () => {
    await rebills.run(new Date());
  });
  await boss.work(RECONCILE_QUEUE, async () => {
    await rebills.reconcile(new Date(), config.reconcileAfterMs);
  });
  await boss.work(EXPIRE_QUEUE, async () => {
    await payments.expiry?.sweep(new Date());
  });
}
