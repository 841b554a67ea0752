/**
 * The retention pass on pg-boss (issue 32 §4): once a day, ended sign-ins, old e-mail links, export
 * records and old staff audit go (privacy/repository.ts RETENTION_DAYS, as the privacy page states).
 * Safe to repeat.
 */
import type PgBoss from 'pg-boss';
import type { PrivacyModule } from '../modules/privacy/index.js';

export const RETENTION_QUEUE = 'privacy-retention';

export async function startRetentionJobs(boss: PgBoss, privacy: PrivacyModule, workers: boolean) {
  await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, retryLimit: 3, retryDelay: 600 } as PgBoss.Queue);
  if (!workers) return;
  await boss.schedule(RETENTION_QUEUE, '17 3 * * *', {}, { tz: 'UTC' });
  await boss.work(RETENTION_QUEUE, async () => {
    await privacy.pruneExpired(new Date());
  });
}
