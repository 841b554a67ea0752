/** Every environment variable the server reads, checked by one schema (unset or empty: the default). */
import { isIP } from 'node:net';
import { z } from 'zod';
import { flag, httpUrl, int, num, text, url } from './parse.js';

export const EnvSchema = z.object({
  NODE_ENV: text,
  PORT: int(3000),
  HOST: text,
  PUBLIC_URL: url,
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        /^(true|false)$/.test(v) ||
        v.split(',').every((a) => isIP(a.trim().replace(/\/\d+$/, '')) !== 0),
      { error: "must be 'true', 'false', or the proxies' addresses (e.g. 10.0.0.2,10.0.1.0/24)" },
    ),
  DATA_DIR: text,
  DATABASE_URL: text,
  DATABASE_WAIT_MS: int(10_000),
  MEDIA_S3_URL: httpUrl,
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens',
    })
    .optional(),
  MEDIA_S3_ACCESS_KEY: text,
  MEDIA_S3_SECRET_KEY: text,
  MEDIA_S3_REGION: text,
  MEDIA_S3_PUBLIC_URL: httpUrl,
  SMTP_URL: text,
  MAIL_FROM: text,
  WEB_DIST: text,
  BODY_LIMIT_BYTES: int(1024 * 1024),
  GOOGLE_CLIENT_ID: text,
  GOOGLE_JWKS_URL: url,
  PAYMENT_PROVIDER: z.enum(['emulator', 'tbank'], { error: "must be 'emulator' or 'tbank'" }).optional(),
  TBANK_API_URL: url,
  TBANK_TERMINAL_KEY: text,
  TBANK_PASSWORD: text,
  TRIAL_DAYS: int(7),
  RECEIPT_TAXATION: z
    .enum(['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'], {
      error: 'must be osn, usn_income, usn_income_outcome, esn or patent',
    })
    .optional(),
  RECONCILE_AFTER_MS: int(5 * 60_000),
  /** How long a checkout's card page lives at the bank (Init's RedirectDueDate); unpaid after it, it expires. */
  CHECKOUT_LIFETIME_MS: int(30 * 60_000),
  REBILL_CRON: text,
  PAYOUT_HOLD_DAYS: int(30),
  PAYOUT_CRON: text,
  RATE_LIMIT_WINDOW_MS: int(60_000),
  RATE_LIMIT_PER_IP: int(30),
  RATE_LIMIT_PER_LOGIN: int(10),
  RATE_LIMIT_SLOWDOWN_MS: int(250),
  SOCKETS_PER_USER: int(30),
  SOCKETS_PER_SESSION: int(10),
  SYNCS_PER_USER: int(15),
  SYNCS_PER_SESSION: int(5),
  PUSH_ALLOW_PRIVATE: flag,
  PUSH_TIMEOUT_MS: int(5_000),
  PUSH_RETRIES: int(3),
  DEV_PAGES_ALLOW_REMOTE: flag,
  METRICS_TOKEN: text,
  TBANK_PAYMENT_ORIGIN: url,
  DEMO: flag,
  LOG_LEVEL: text,
  LOG_SLOW_MS: int(1000),
  LOG_SAMPLE_EVERY: int(1000),
  VALIDATE_OUTPUT: flag,
  SESSION_CACHE_MS: int(10_000),
  SYNC_HOLD_MS: int(60_000),
  REALTIME_KEEP_MS: int(24 * 3600_000),
  REALTIME_PAGE_SIZE: int(1000),
  VAPID_PUBLIC_KEY: text,
  VAPID_PRIVATE_KEY: text,
  VAPID_SUBJECT: text,
  WEB_PUSH: flag,
  AUTO_APPROVE: flag,
  STORY_CRON: text,
  JOB_WORKERS: flag,
  DEMO_STORIES: flag,
  STEP_TIMEOUT_S: int(300),
  STEP_LEASE_S: int(30),
  JOB_POLL_S: num(1),
  JOB_MAINTENANCE_S: int(30),
  STEP_RETRIES: int(2),
  STEP_RETRY_DELAY_S: int(5),
  NEWS_FEEDS: text,
  LLM_BASE_URL: url,
  LLM_API_KEY: text,
  LLM_MODEL: text,
  LLM_CRITIC_MODEL: text,
  IMAGES_BASE_URL: url,
  IMAGES_API_KEY: text,
  IMAGES_MODEL: text,
  SPEECH_BASE_URL: url,
  SPEECH_API_KEY: text,
  SPEECH_MODEL: text,
  SPEECH_VOICE: text,
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[\d\s()-]{5,20}$/, { error: 'must be a phone number such as +7 900 000-00-00' })
    .optional(),
  SUPPORT_WIDGET_URL: httpUrl,
  RELEASES_URL: url,
  RELEASES_CACHE_S: int(600),
  FAMILY_VOICE_QUOTA_MB: num(200).pipe(z.number().positive('must be more than 0')),
});
export type Env = z.output<typeof EnvSchema>;
