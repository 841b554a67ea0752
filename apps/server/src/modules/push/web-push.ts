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
import type { Cohort } from '../chat/cohort.js';
import * as repo from './repository.js';
import type { Registration } from './repository.js';

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

export class PushSender {
  constructor(
    private readonly db: Db,
    private readonly keys: VapidKeys,
    private readonly batchSize = 500,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  async sendToUsers(userIds: number[], message: PushMessage): Promise<number> {
    if (userIds.length === 0) return 0;
    return this.sendAll(await repo.webRegistrationsOf(this.db, userIds), message);
  }

  /** Sends to the cohort's browsers batch by batch; runs after publishing, never inside it. */
  async sendToCohort(cohort: Cohort, message: PushMessage, everyAge = false): Promise<number> {
    let sent = 0;
    for await (const batch of this.cohortRegistrations(cohort, everyAge)) sent += await this.sendAll(batch, message);
    return sent;
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

  private async sendAll(rows: Registration[], message: PushMessage): Promise<number> {
    const results = await Promise.all(rows.map((r) => this.sendOne(r, message)));
    return results.filter(Boolean).length;
  }

  private async sendOne(registration: Registration, message: PushMessage): Promise<boolean> {
    let subscription: webpush.PushSubscription;
    try {
      subscription = JSON.parse(registration.token) as webpush.PushSubscription;
    } catch {
      return false;
    }
    try {
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
        vapidDetails: this.keys,
        TTL: 24 * 3600,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      // The push service says the subscription is gone: forget it.
      if (response.status === 404 || response.status === 410) await repo.deleteRegistration(this.db, registration.id);
      return response.ok;
    } catch (err) {
      console.warn(`Web Push to registration ${registration.id} failed: ${(err as Error).message}`);
      return false;
    }
  }
}

/** Stores a browser's or device's push token for the user. */
export const registerPushToken = (db: Db, reg: Parameters<typeof repo.saveRegistration>[1]) =>
  repo.saveRegistration(db, reg);
