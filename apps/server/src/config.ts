/**
 * All configuration comes from the environment; every value has an offline default. This file and
 * config/ import nothing of the app: they check the variables (failing fast with the name and the fix)
 * and return plain values. Making things from them (keys, clients) is the owning module's job.
 * config/env-schema.ts lists every variable; config/<section>.ts turns a section's into its settings.
 */
import path from 'node:path';
import { EnvSchema } from './config/env-schema.js';
import { mediaConfig, type MediaConfig } from './config/media.js';
import { ConfigError, on } from './config/parse.js';
import { paymentsConfig, type PaymentsConfig } from './config/payments.js';
import { studioConfig, type StudioConfig } from './config/studio.js';
import { webPushConfig, type WebPushConfig } from './config/web-push.js';

export { ConfigError } from './config/parse.js';
export { EMULATOR_TERMINAL, type PaymentsConfig } from './config/payments.js';
export type { MediaConfig, S3MediaConfig } from './config/media.js';
export type { OpenAiEndpoint, StudioConfig } from './config/studio.js';
export type { WebPushConfig } from './config/web-push.js';

export type DatabaseConfig =
  /** `from`: an in-memory database (dir null) starts as a copy of this dump of a data folder (PGlite's dumpDataDir). */
  | { kind: 'pglite'; dir: string | null; from?: string }
  /** waitMs: how long a call waits for an unreachable database (DATABASE_WAIT_MS, 10 s by default). */
  | { kind: 'postgres'; url: string; waitMs?: number };

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
  /** A bearer token that opens /metrics to clients other than loopback (METRICS_TOKEN); null: loopback only. */
  metricsToken: string | null;
  /** Origins the card page may be framed from (T-Bank's PaymentURL host), besides 'self'. */
  frameOrigins: string[];
  /** The support page (decision 033): contacts and an optional third-party chat widget. */
  support: { email: string | null; phone: string | null; widgetUrl: string | null };
  /** The applications page: a releases API (GitHub releases/latest shape) and how long its answer is kept. */
  releases: { url: string | null; cacheMs: number };
  /** How many bytes of parents' own recordings an account may keep (decision 066). */
  familyVoiceQuotaBytes: number;
}

// Here, not in config/: this file sits one folder below apps/server, as the built dist/main.js does (tsup.config.ts).
const repoRoot = path.resolve(import.meta.dirname, '../../..');

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
      ? { kind: 'postgres', url: env.DATABASE_URL, waitMs: env.DATABASE_WAIT_MS }
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
    webPush: webPushConfig(env, production),
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
    metricsToken: env.METRICS_TOKEN || null,
    // the T-Bank card page's origin (its PaymentURL host), the one page besides our own the app may frame;
    // by default the host of the bank's API, which serves the card page too
    frameOrigins: [new URL(env.TBANK_PAYMENT_ORIGIN ?? env.TBANK_API_URL ?? 'https://securepay.tinkoff.ru').origin],
    support: {
      email: env.SUPPORT_EMAIL ?? null,
      phone: env.SUPPORT_PHONE ?? null,
      widgetUrl: env.SUPPORT_WIDGET_URL ?? null,
    },
    releases: { url: env.RELEASES_URL ?? null, cacheMs: env.RELEASES_CACHE_S * 1000 },
    familyVoiceQuotaBytes: Math.round(env.FAMILY_VOICE_QUOTA_MB * 1024 * 1024),
  };
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((a) => a.trim());
}
