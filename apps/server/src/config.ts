/**
 * All configuration comes from the environment; every value has an offline default. This file
 * imports nothing of the app: it checks the variables (failing fast with the name and the fix)
 * and returns plain values. Making things from them (keys, clients) is the owning module's job.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

export type DatabaseConfig = { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Whose X-Forwarded-For to believe for the client's address (rate limits): nobody, any, or these addresses. */
  trustProxy: boolean | string[];
  production: boolean;
  dataDir: string;
  database: DatabaseConfig;
  /** Where media live (decision 043): DATA_DIR/media, or an S3-compatible bucket. */
  media: MediaConfig;
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string | null;
  bodyLimitBytes: number;
  google: { clientId: string | null; jwksUrl: string };
  payments: PaymentsConfig;
  /** Partner payouts (decision 021): days an earning is held before it is payable, and when statements are made. */
  payouts: { holdDays: number; cron: string };
  rateLimit: { windowMs: number; perIp: number; perLogin: number; slowdownStepMs: number };
  demo: boolean;
  logLevel: string;
  /** Per-call log lines: none per request; errors always, calls slower than slowMs, and every sampleEvery-th call (0: none). */
  requestLog: { slowMs: number; sampleEvery: number };
  /** Check every answer against the contract (tests and development; off on the fast path). */
  validateOutput: boolean;
  /** How long a resolved session may answer from the in-process cache (0: ask the database every call). */
  sessionCacheMs: number;
  studio: StudioConfig;
  /** How long sync holds an answer when nothing changed. */
  syncHoldMs: number;
  /** How long real-time messages are kept for clients that reconnect. */
  realtimeKeepMs: number;
  /** Log rows read per query when dispatching and replaying (small in tests, to cross pages). */
  realtimePageSize: number;
  webPush: WebPushConfig;
  /** Sockets and held syncs one user / one session may hold open in a process. */
  listenerCaps: Record<'socket' | 'sync', { perUser: number; perSession: number }>;
  /** Web Push sending (jobs/push-jobs.ts, modules/push/endpoint-guard.ts). */
  push: { allowPrivate: boolean; timeoutMs: number; retries: number };
  /** Serve /dev/ pages to clients other than loopback (DEV_PAGES_ALLOW_REMOTE). */
  devPagesAllowRemote: boolean;
  /** Origins the card page may be framed from (T-Bank's PaymentURL host), besides 'self'. */
  frameOrigins: string[];
  /** The support page (decision 033): contacts and an optional third-party chat widget. */
  support: { email: string | null; phone: string | null; widgetUrl: string | null };
  /** The applications page: a releases API (GitHub releases/latest shape) and how long its answer is kept. */
  releases: { url: string | null; cacheMs: number };
}

export type MediaConfig = { kind: 'folder'; root: string } | S3MediaConfig;

/** An S3-compatible bucket, addressed path-style (endpoint/bucket/key). */
export interface S3MediaConfig {
  kind: 's3';
  endpoint: string;
  bucket: string;
  region: string;
  /** Null: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** The bucket's public address: /media/<key> then redirects to <publicUrl>/<key>. */
  publicUrl: string | null;
}

/** Web Push (VAPID): keys from the environment, or made once in the data folder outside production. */
export interface WebPushConfig {
  keys: { publicKey: string; privateKey: string } | null;
  subject: string;
  /** Make (or reuse) keys in the data folder when none are given. */
  makeKeys: boolean;
}

/** Card payments (decision 014): the bank's v2 protocol, spoken by T-Bank or by the emulator at /dev/bank. */
export interface PaymentsConfig {
  provider: 'emulator' | 'tbank';
  /** The v2 API base, e.g. https://securepay.tinkoff.ru/v2; null: the emulator at PUBLIC_URL/dev/bank/v2. */
  apiUrl: string | null;
  /** Null when not configured: the dialog then says "terminalkey empty". */
  terminalKey: string | null;
  password: string;
  /** The free trial an ordinary account gets once after confirming its e-mail. */
  trialDays: number;
  /** 54-FZ receipt: taxation system (osn, usn_income, usn_income_outcome, esn, patent). */
  taxation: string;
  /** A payment left in a non-final status longer than this is asked about with GetState. */
  reconcileAfterMs: number;
  /** When the daily rebill pass runs (cron, UTC). */
  rebillCron: string;
}

export interface OpenAiEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface StudioConfig {
  /** Publish finished stories without a moderator (default when not in production). */
  autoApprove: boolean;
  /** When the daily batch runs (cron, UTC). */
  dailyCron: string;
  /** Run job workers in this process. */
  workers: boolean;
  /** Generate demo stories on a first start with no stories. */
  demoStories: boolean;
  jobs: {
    expireInSeconds: number;
    pollingIntervalSeconds: number;
    maintenanceIntervalSeconds: number;
    retryLimit: number;
    retryDelaySeconds: number;
  };
  newsFeeds: string[];
  llm: OpenAiEndpoint | null;
  images: OpenAiEndpoint | null;
  speech: (OpenAiEndpoint & { voice: string }) | null;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A whole number, or the default when the variable is unset or empty. */
const int = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : Number(v)))
    .pipe(z.number({ error: 'must be a number' }).int('must be a whole number'));
/** A number (fractions allowed), or the default. */
const num = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : Number(v)))
    .pipe(z.number({ error: 'must be a number' }));
/** 'true' or 'false'; unset leaves the choice to the caller. */
const flag = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional();
const text = z.string().optional();
const url = z.url({ error: 'must be a URL' }).optional();
const httpUrl = z
  .url({ error: 'must be a URL' })
  .refine((v) => /^https?:/.test(v), { error: 'must be an http(s) URL' })
  .optional();

const EnvSchema = z.object({
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
  JOB_POLL_S: num(1),
  JOB_MAINTENANCE_S: int(30),
  STEP_RETRIES: int(2),
  STEP_RETRY_DELAY_S: int(5),
  NEWS_FEEDS: text,
  LLM_BASE_URL: url,
  LLM_API_KEY: text,
  LLM_MODEL: text,
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
  SUPPORT_WIDGET_URL: z
    .url({ error: 'must be a URL' })
    .refine((v) => /^https?:/.test(v), { error: 'must be an http(s) URL' })
    .optional(),
  RELEASES_URL: url,
  RELEASES_CACHE_S: int(600),
});
type Env = z.output<typeof EnvSchema>;

/** A variable that is set but unusable: the message names it and says how to fix it. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Bad environment:\n${problems.map((p) => `  ${p.variable} ${p.message}; fix it or unset it to use the default`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

const on = (value: 'true' | 'false' | undefined, fallback: boolean) => (value ? value === 'true' : fallback);

export function loadConfig(raw: NodeJS.ProcessEnv = process.env): Config {
  // empty strings mean "unset" for URLs, as for every other variable
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([k, v]) => v !== '' || k === 'WEB_DIST')),
  );
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? 'environment'), message: i.message })),
    );
  const env = parsed.data;
  const port = env.PORT;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    production,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    media: mediaConfig(env, dataDir),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Tiny Tidings <hello@tinytidings.local>',
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? null,
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    payments: paymentsConfig(env, production),
    payouts: { holdDays: env.PAYOUT_HOLD_DAYS, cron: env.PAYOUT_CRON ?? '0 3 1 * *' },
    rateLimit: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      perIp: env.RATE_LIMIT_PER_IP,
      perLogin: env.RATE_LIMIT_PER_LOGIN,
      slowdownStepMs: env.RATE_LIMIT_SLOWDOWN_MS,
    },
    demo: on(env.DEMO, !production),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    requestLog: { slowMs: env.LOG_SLOW_MS, sampleEvery: env.LOG_SAMPLE_EVERY },
    validateOutput: on(env.VALIDATE_OUTPUT, env.NODE_ENV === 'test' || env.NODE_ENV === 'development'),
    sessionCacheMs: env.SESSION_CACHE_MS,
    studio: studioConfig(env, production),
    syncHoldMs: env.SYNC_HOLD_MS,
    realtimeKeepMs: env.REALTIME_KEEP_MS,
    realtimePageSize: env.REALTIME_PAGE_SIZE,
    webPush: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      subject: env.VAPID_SUBJECT ?? 'mailto:hello@tinytidings.local',
      makeKeys: !production && env.WEB_PUSH !== 'false',
    },
    listenerCaps: {
      socket: { perUser: env.SOCKETS_PER_USER, perSession: env.SOCKETS_PER_SESSION },
      sync: { perUser: env.SYNCS_PER_USER, perSession: env.SYNCS_PER_SESSION },
    },
    push: {
      // test and local development only: http endpoints and private addresses
      allowPrivate: on(env.PUSH_ALLOW_PRIVATE, false),
      timeoutMs: env.PUSH_TIMEOUT_MS,
      retries: env.PUSH_RETRIES,
    },
    devPagesAllowRemote: on(env.DEV_PAGES_ALLOW_REMOTE, false),
    // the T-Bank card page's origin (its PaymentURL host), the one page besides our own the app may frame;
    // by default the host of the bank's API, which serves the card page too
    frameOrigins: [new URL(env.TBANK_PAYMENT_ORIGIN ?? env.TBANK_API_URL ?? 'https://securepay.tinkoff.ru').origin],
    support: {
      email: env.SUPPORT_EMAIL ?? null,
      phone: env.SUPPORT_PHONE ?? null,
      widgetUrl: env.SUPPORT_WIDGET_URL ?? null,
    },
    releases: { url: env.RELEASES_URL ?? null, cacheMs: env.RELEASES_CACHE_S * 1000 },
  };
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((a) => a.trim());
}

const S3_VARIABLES = [
  'MEDIA_S3_URL',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ACCESS_KEY',
  'MEDIA_S3_SECRET_KEY',
  'MEDIA_S3_REGION',
  'MEDIA_S3_PUBLIC_URL',
] as const;

/** DATA_DIR/media unless any MEDIA_S3_* is set; then the endpoint and bucket are needed, and both keys or neither. */
function mediaConfig(env: Env, dataDir: string): MediaConfig {
  const set = S3_VARIABLES.filter((v) => env[v] !== undefined);
  if (set.length === 0) return { kind: 'folder', root: path.join(dataDir, 'media') };
  const problems: { variable: string; message: string }[] = [];
  const needed = (variable: string, what: string) =>
    problems.push({
      variable,
      message: `is needed with ${set.join(', ')}: set it to ${what}, or unset every MEDIA_S3_* to keep media under DATA_DIR/media`,
    });
  if (!env.MEDIA_S3_URL) needed('MEDIA_S3_URL', 'the S3 endpoint (e.g. https://s3.eu-central-1.amazonaws.com)');
  if (!env.MEDIA_S3_BUCKET) needed('MEDIA_S3_BUCKET', 'the name of an existing bucket');
  if (!env.MEDIA_S3_ACCESS_KEY !== !env.MEDIA_S3_SECRET_KEY)
    needed(
      env.MEDIA_S3_ACCESS_KEY ? 'MEDIA_S3_SECRET_KEY' : 'MEDIA_S3_ACCESS_KEY',
      "the other half of the key pair (or unset both to use the SDK's credential chain)",
    );
  if (problems.length) throw new ConfigError(problems);
  return {
    kind: 's3',
    endpoint: env.MEDIA_S3_URL!.replace(/\/$/, ''),
    bucket: env.MEDIA_S3_BUCKET!,
    region: env.MEDIA_S3_REGION ?? 'us-east-1',
    credentials:
      env.MEDIA_S3_ACCESS_KEY && env.MEDIA_S3_SECRET_KEY
        ? { accessKeyId: env.MEDIA_S3_ACCESS_KEY, secretAccessKey: env.MEDIA_S3_SECRET_KEY }
        : null,
    publicUrl: env.MEDIA_S3_PUBLIC_URL?.replace(/\/$/, '') ?? null,
  };
}

/** The emulator's fixed terminal; only ever used outside production. */
export const EMULATOR_TERMINAL = { key: 'TinyTidingsDEMO', password: 'tidings-emulator-password' } as const;

function paymentsConfig(env: Env, production: boolean): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER ?? (production ? 'tbank' : 'emulator');
  if (provider === 'emulator' && production)
    throw new ConfigError([{ variable: 'PAYMENT_PROVIDER', message: 'emulator is refused in production' }]);
  const emulator = provider === 'emulator';
  return {
    provider,
    apiUrl: env.TBANK_API_URL
      ? env.TBANK_API_URL.replace(/\/$/, '')
      : emulator
        ? null
        : 'https://securepay.tinkoff.ru/v2',
    terminalKey: env.TBANK_TERMINAL_KEY ?? (emulator ? EMULATOR_TERMINAL.key : null),
    password: env.TBANK_PASSWORD ?? (emulator ? EMULATOR_TERMINAL.password : ''),
    trialDays: env.TRIAL_DAYS,
    taxation: env.RECEIPT_TAXATION ?? 'usn_income',
    reconcileAfterMs: env.RECONCILE_AFTER_MS,
    rebillCron: env.REBILL_CRON ?? '0 6 * * *',
  };
}

function endpoint(env: Env, prefix: 'LLM' | 'IMAGES' | 'SPEECH', defaultModel: string): OpenAiEndpoint | null {
  const baseUrl = env[`${prefix}_BASE_URL`];
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    apiKey: env[`${prefix}_API_KEY`] ?? '',
    model: env[`${prefix}_MODEL`] ?? defaultModel,
  };
}

function studioConfig(env: Env, production: boolean): StudioConfig {
  const speech = endpoint(env, 'SPEECH', 'tts-1');
  return {
    autoApprove: on(env.AUTO_APPROVE, !production),
    dailyCron: env.STORY_CRON ?? '0 5 * * *',
    workers: env.JOB_WORKERS !== 'false',
    demoStories: on(env.DEMO_STORIES, !production),
    jobs: {
      expireInSeconds: env.STEP_TIMEOUT_S,
      pollingIntervalSeconds: env.JOB_POLL_S,
      maintenanceIntervalSeconds: env.JOB_MAINTENANCE_S,
      retryLimit: env.STEP_RETRIES,
      retryDelaySeconds: env.STEP_RETRY_DELAY_S,
    },
    newsFeeds: (env.NEWS_FEEDS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    llm: endpoint(env, 'LLM', 'gpt-4o-mini'),
    images: endpoint(env, 'IMAGES', 'gpt-image-1'),
    speech: speech ? { ...speech, voice: env.SPEECH_VOICE ?? 'alloy' } : null,
  };
}
