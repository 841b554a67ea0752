/**
 * Web Push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291). The web-push
 * package builds each signed, encrypted request; fetch sends it, so any push service URL works,
 * including the local one the tests run. Native tokens (device other than web) are stored by
 * notifier/Firebase/Register but not sent: that needs Firebase credentials this build lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { WebPushConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Cohort } from '../../db/cohort.js';
import * as repo from './repository.js';
import type { Registration } from './repository.js';
import { endpointProblem, postPush } from './endpoint-guard.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click on the push leads, inside the app. */
  url: string;
  icon?: string;
}

/** Keys from the environment, else (when allowed) made once and kept in the data folder; null turns push off. */
export function vapidKeys(config: WebPushConfig, dataDir: string): VapidKeys | null {
  const { subject } = config;
  if (config.keys) return { ...config.keys, subject };
  if (!config.makeKeys) return null;
  const file = path.join(dataDir, 'vapid.json');
  if (fs.existsSync(file))
    return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>), subject };
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

/** One push to one registration: what a job carries. */
export interface PushDelivery {
  registrationId: number;
  message: PushMessage;
}

export interface PushOptions {
  /** Puts deliveries on the job queue (jobs/push-jobs.ts): sends never run inside a request. */
  enqueue: (deliveries: PushDelivery[]) => Promise<void>;
  /** Per-request timeout. */
  timeoutMs: number;
  /** PUSH_ALLOW_PRIVATE: http and private addresses, for tests and local development only. */
  allowPrivate: boolean;
  batchSize?: number;
}

/** A push that may succeed if tried again (network, timeout, 5xx, 429): the job is retried. */
export class RetryablePushError extends Error {}

export class PushSender {
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly keys: VapidKeys,
    private readonly options: PushOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Queues a push to each of the users' browsers; returns how many were queued. */
  async sendToUsers(userIds: number[], message: PushMessage): Promise<number> {
    if (userIds.length === 0) return 0;
    const rows = await repo.webRegistrationsOf(this.db, userIds);
    await this.options.enqueue(rows.map((r) => ({ registrationId: r.id, message })));
    return rows.length;
  }

  /** Queues the cohort's browsers batch by batch; runs after publishing, never inside it. */
  async sendToCohort(cohort: Cohort, message: PushMessage, everyAge = false): Promise<number> {
    let queued = 0;
    for await (const batch of this.cohortRegistrations(cohort, everyAge)) {
      await this.options.enqueue(batch.map((r) => ({ registrationId: r.id, message })));
      queued += batch.length;
    }
    return queued;
  }

  /** The web registrations of the cohort's users only, selected in the database, in batches. */
  async *cohortRegistrations(cohort: Cohort, everyAge: boolean): AsyncGenerator<Registration[]> {
    for (let after = 0; ;) {
      const rows = await repo.cohortRegistrationsAfter(this.db, cohort, everyAge, after, this.batchSize);
      if (rows.length > 0) yield rows;
      if (rows.length < this.batchSize) return;
      after = rows.at(-1)!.id;
    }
  }

  /**
   * Sends one queued push (the job's work). Returns whether the service took it; throws
   * RetryablePushError when trying again may help. A gone subscription (404/410) or an endpoint
   * that is (now) not public is dropped.
   */
  async deliver({ registrationId, message }: PushDelivery): Promise<boolean> {
    const registration = await repo.findRegistration(this.db, registrationId);
    if (!registration) return false;
    let subscription: webpush.PushSubscription;
    try {
      subscription = JSON.parse(registration.token) as webpush.PushSubscription;
    } catch {
      return false;
    }
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: this.keys,
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
    });
    let status: number;
    try {
      ({ status } = await postPush(request.endpoint, request.headers as Record<string, string>, request.body, {
        timeoutMs: this.options.timeoutMs,
        allowPrivate: this.options.allowPrivate,
      }));
    } catch (err) {
      if (
        (err as NodeJS.ErrnoException).code === 'EPRIVATE' ||
        endpointProblem(request.endpoint, this.options.allowPrivate)
      ) {
        await repo.deleteRegistration(this.db, registration.id);
        return false;
      }
      throw new RetryablePushError(`Web Push to registration ${registration.id} failed: ${(err as Error).message}`);
    }
    // The push service says the subscription is gone: forget it.
    if (status === 404 || status === 410) await repo.deleteRegistration(this.db, registration.id);
    if (status === 429 || status >= 500) throw new RetryablePushError(`push service answered ${status}`);
    return status >= 200 && status < 300;
  }
}

/** Why a web registration's endpoint is refused (https on a public address only), or null. */
export function webSubscriptionProblem(token: string, allowPrivate: boolean): string | null {
  let s: { endpoint?: unknown };
  try {
    s = JSON.parse(token) as typeof s;
  } catch {
    return 'A web registration must be a PushSubscription as JSON (endpoint and keys.p256dh, keys.auth)';
  }
  if (typeof s?.endpoint !== 'string')
    return 'A web registration must be a PushSubscription as JSON (endpoint and keys.p256dh, keys.auth)';
  const problem = endpointProblem(s.endpoint, allowPrivate);
  return problem ? `Not a push service endpoint: ${problem}` : null;
}
