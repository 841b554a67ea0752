/** All configuration comes from the environment; every value has an offline default. */
import path from 'node:path';
import { loadVapidKeys, type VapidKeys } from './modules/push/web-push.js';

export type DatabaseConfig = { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  production: boolean;
  dataDir: string;
  database: DatabaseConfig;
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string | null;
  bodyLimitBytes: number;
  google: { clientId: string | null; jwksUrl: string };
  payments: { terminalKey: string | null };
  rateLimit: { windowMs: number; perIp: number; perLogin: number; slowdownStepMs: number };
  demo: boolean;
  logLevel: string;
  studio: StudioConfig;
  /** How long sync holds an answer when nothing changed. */
  syncHoldMs: number;
  /** How long real-time messages are kept for clients that reconnect. */
  realtimeKeepMs: number;
  /** Log rows read per query when dispatching and replaying (small in tests, to cross pages). */
  realtimePageSize: number;
  /** Web Push keys; null turns push off. */
  vapid: VapidKeys | null;
  /** Sockets and held syncs one user / one session may hold open in a process. */
  listenerCaps: Record<'socket' | 'sync', { perUser: number; perSession: number }>;
  /** Web Push sending (jobs/push-jobs.ts, modules/push/endpoint-guard.ts). */
  push: { allowPrivate: boolean; timeoutMs: number; retries: number };
  /** Serve /dev/ pages to clients other than loopback (DEV_PAGES_ALLOW_REMOTE). */
  devPagesAllowRemote: boolean;
  /** Origins the card page may be framed from (T-Bank's PaymentURL host), besides 'self'. */
  frameOrigins: string[];
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

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Tiny Tidings <hello@tinytidings.local>',
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    google: {
      clientId: env.GOOGLE_CLIENT_ID || null,
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    payments: { terminalKey: env.PAYMENT_TERMINAL_KEY || null },
    rateLimit: {
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
      perIp: int(env.RATE_LIMIT_PER_IP, 30),
      perLogin: int(env.RATE_LIMIT_PER_LOGIN, 10),
      slowdownStepMs: int(env.RATE_LIMIT_SLOWDOWN_MS, 250),
    },
    demo: env.DEMO ? env.DEMO === 'true' : !production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    studio: loadStudioConfig(env, production),
    syncHoldMs: int(env.SYNC_HOLD_MS, 60_000),
    realtimeKeepMs: int(env.REALTIME_KEEP_MS, 24 * 3600_000),
    realtimePageSize: int(env.REALTIME_PAGE_SIZE, 1000),
    vapid: loadVapidKeys(env, dataDir, production),
    listenerCaps: {
      socket: { perUser: int(env.SOCKETS_PER_USER, 30), perSession: int(env.SOCKETS_PER_SESSION, 10) },
      sync: { perUser: int(env.SYNCS_PER_USER, 15), perSession: int(env.SYNCS_PER_SESSION, 5) },
    },
    push: {
      // test and local development only: http endpoints and private addresses
      allowPrivate: env.PUSH_ALLOW_PRIVATE === 'true',
      timeoutMs: int(env.PUSH_TIMEOUT_MS, 5_000),
      retries: int(env.PUSH_RETRIES, 3),
    },
    devPagesAllowRemote: env.DEV_PAGES_ALLOW_REMOTE === 'true',
    frameOrigins: [originOf(env.TBANK_PAYMENT_ORIGIN || 'https://securepay.tinkoff.ru')],
  };
}

/** The origin of a URL (or a bare origin), for CSP source lists. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`TBANK_PAYMENT_ORIGIN must be a URL such as https://securepay.tinkoff.ru (got ${url})`);
  }
}

function endpoint(env: NodeJS.ProcessEnv, prefix: string, defaultModel: string): OpenAiEndpoint | null {
  const baseUrl = env[`${prefix}_BASE_URL`];
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    apiKey: env[`${prefix}_API_KEY`] ?? '',
    model: env[`${prefix}_MODEL`] ?? defaultModel,
  };
}

function loadStudioConfig(env: NodeJS.ProcessEnv, production: boolean): StudioConfig {
  const speech = endpoint(env, 'SPEECH', 'tts-1');
  return {
    autoApprove: env.AUTO_APPROVE ? env.AUTO_APPROVE === 'true' : !production,
    dailyCron: env.STORY_CRON ?? '0 5 * * *',
    workers: env.JOB_WORKERS !== 'false',
    demoStories: env.DEMO_STORIES ? env.DEMO_STORIES === 'true' : !production,
    jobs: {
      expireInSeconds: int(env.STEP_TIMEOUT_S, 300),
      pollingIntervalSeconds: Number(env.JOB_POLL_S ?? 1),
      maintenanceIntervalSeconds: int(env.JOB_MAINTENANCE_S, 30),
      retryLimit: int(env.STEP_RETRIES, 2),
      retryDelaySeconds: int(env.STEP_RETRY_DELAY_S, 5),
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
