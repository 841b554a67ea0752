/**
 * The push module's public entry: Web Push to registered browsers. Built once by createPushModule
 * with the job queue's `enqueue` (made before the sender, so a send never waits for the queue) and
 * the VAPID keys; without keys push is off and sending does nothing.
 */
import type { WebPushConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Cohort } from '../../db/cohort.js';
import * as repo from './repository.js';
import { PushSender, vapidKeys, webSubscriptionProblem, type PushDelivery, type PushMessage } from './web-push.js';

export { RetryablePushError, type PushDelivery, type PushMessage, type PushSender } from './web-push.js';

export interface PushDeps {
  db: Db;
  config: { webPush: WebPushConfig; dataDir: string; timeoutMs: number; allowPrivate: boolean };
  /** Puts deliveries on the job queue (jobs/push-jobs.ts). */
  enqueue: (deliveries: PushDelivery[]) => Promise<void>;
}

export function createPushModule({ db, config, enqueue }: PushDeps) {
  const keys = vapidKeys(config.webPush, config.dataDir);
  const sender = keys
    ? new PushSender(db, keys, { enqueue, timeoutMs: config.timeoutMs, allowPrivate: config.allowPrivate })
    : null;
  return {
    /** Null when push is off; the job workers deliver through it. */
    sender,
    publicKey: sender?.publicKey ?? null,
    /** Queues a push to each of the users' browsers (nothing when push is off). */
    sendToUsers: (userIds: number[], message: PushMessage): Promise<number> =>
      sender ? sender.sendToUsers(userIds, message) : Promise.resolve(0),
    /** Queues a push to the cohort's browsers, batch by batch (nothing when push is off). */
    sendToCohort: (cohort: Cohort, message: PushMessage, everyAge = false): Promise<number> =>
      sender ? sender.sendToCohort(cohort, message, everyAge) : Promise.resolve(0),
    /** Why a web registration's endpoint is refused, or null. */
    subscriptionProblem: (token: string) => webSubscriptionProblem(token, config.allowPrivate),
    /** Stores a browser's or device's push token for the user. */
    register: (reg: Parameters<typeof repo.saveRegistration>[1]) => repo.saveRegistration(db, reg),
  };
}

export type PushModule = ReturnType<typeof createPushModule>;
