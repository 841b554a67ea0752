/**
 * Partner payouts on pg-boss (decision 021): the statement pass on the first of each month (PAYOUT_CRON,
 * UTC). The pass is safe to repeat: a partner gets one statement per month.
 */
import type PgBoss from 'pg-boss';
import type { PromoModule } from '../modules/promo/index.js';

export const PAYOUT_QUEUE = 'promo-payouts';

export async function startPayoutJobs(boss: PgBoss, promo: PromoModule, cron: string, workers: boolean) {
  await boss.createQueue(PAYOUT_QUEUE, { name: PAYOUT_QUEUE, retryLimit: 3, retryDelay: 300 } as PgBoss.Queue);
  if (!workers) return;
  await boss.schedule(PAYOUT_QUEUE, cron, {}, { tz: 'UTC' });
  await boss.work(PAYOUT_QUEUE, async () => {
    await promo.payouts.run(new Date());
  });
}
