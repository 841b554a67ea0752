/** Web Push (VAPID): keys from the environment, or made once in the data folder outside production. */
import type { Env } from './env-schema.js';

export interface WebPushConfig {
  keys: { publicKey: string; privateKey: string } | null;
  subject: string;
  /** Make (or reuse) keys in the data folder when none are given. */
  makeKeys: boolean;
}

export function webPushConfig(env: Env, production: boolean): WebPushConfig {
  return {
    keys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    subject: env.VAPID_SUBJECT ?? 'mailto:hello@tinytidings.local',
    makeKeys: !production && env.WEB_PUSH !== 'false',
  };
}
