/**
 * Web Push sends as durable jobs: one job per browser registration, so a slow or silent push
 * service never holds a request (a staff answer in a chat used to wait up to 10 s), and a
 * failed send is retried without sending the others twice.
 */
import type PgBoss from 'pg-boss';
import { RetryablePushError, type PushDelivery, type PushSender } from '../modules/push/index.js';

export const PUSH_QUEUE = 'push-send';
const WORKERS = 2;

export interface PushJobConfig {
  retryLimit: number;
  retryDelaySeconds: number;
  pollingIntervalSeconds: number;
  /** A send stuck longer than this (timeout included) is failed and retried. */
  expireInSeconds: number;
}

export async function createPushQueue(
  boss: PgBoss,
  config: PushJobConfig,
): Promise<(d: PushDelivery[]) => Promise<void>> {
  await boss.createQueue(PUSH_QUEUE, {
    name: PUSH_QUEUE,
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: config.expireInSeconds,
  } as PgBoss.Queue);
  return async (deliveries) => {
    if (deliveries.length)
      await boss.insert(
        deliveries.map((data) => ({
          name: PUSH_QUEUE,
          data,
          retryLimit: config.retryLimit,
          retryDelay: config.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: config.expireInSeconds,
        })),
      );
  };
}

export async function startPushWorkers(boss: PgBoss, sender: PushSender, config: PushJobConfig): Promise<void> {
  for (let i = 0; i < WORKERS; i++)
    await boss.work<PushDelivery>(
      PUSH_QUEUE,
      { pollingIntervalSeconds: config.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        try {
          await sender.deliver(job.data);
        } catch (err) {
          if (err instanceof RetryablePushError) throw err; // pg-boss retries it with backoff
          console.warn(`Web Push job failed: ${(err as Error).message}`);
        }
      },
    );
}
