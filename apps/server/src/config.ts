/** All configuration comes from the environment; every value has an offline default. */
import path from 'node:path';

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
  rateLimit: { windowMs: number; perIp: number; perLogin: number };
  demo: boolean;
  logLevel: string;
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
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
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
    },
    demo: env.DEMO ? env.DEMO === 'true' : !production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}
