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
  payments: PaymentsConfig;
  rateLimit: { windowMs: number; perIp: number; perLogin: number };
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
    payments: loadPaymentsConfig(env, production),
    rateLimit: {
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
      perIp: int(env.RATE_LIMIT_PER_IP, 30),
      perLogin: int(env.RATE_LIMIT_PER_LOGIN, 10),
    },
    demo: env.DEMO ? env.DEMO === 'true' : !production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    studio: loadStudioConfig(env, production),
    syncHoldMs: int(env.SYNC_HOLD_MS, 60_000),
    realtimeKeepMs: int(env.REALTIME_KEEP_MS, 24 * 3600_000),
    realtimePageSize: int(env.REALTIME_PAGE_SIZE, 1000),
    vapid: loadVapidKeys(env, dataDir, production),
  };
}

/** The emulator's fixed terminal; only ever used outside production. */
export const EMULATOR_TERMINAL = { key: 'TinyTidingsDEMO', password: 'tidings-emulator-password' } as const;

function loadPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER ?? (production ? 'tbank' : 'emulator');
  if (provider !== 'emulator' && provider !== 'tbank') throw new Error('PAYMENT_PROVIDER must be emulator or tbank');
  if (provider === 'emulator' && production) throw new Error('PAYMENT_PROVIDER=emulator is refused in production');
  const emulator = provider === 'emulator';
  return {
    provider,
    apiUrl: env.TBANK_API_URL
      ? env.TBANK_API_URL.replace(/\/$/, '')
      : emulator
        ? null
        : 'https://securepay.tinkoff.ru/v2',
    terminalKey: env.TBANK_TERMINAL_KEY || (emulator ? EMULATOR_TERMINAL.key : null),
    password: env.TBANK_PASSWORD || (emulator ? EMULATOR_TERMINAL.password : ''),
    trialDays: int(env.TRIAL_DAYS, 7),
    taxation: env.RECEIPT_TAXATION ?? 'usn_income',
    reconcileAfterMs: int(env.RECONCILE_AFTER_MS, 5 * 60_000),
    rebillCron: env.REBILL_CRON ?? '0 6 * * *',
  };
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
