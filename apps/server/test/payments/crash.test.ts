/**
 * kill -9 while a notification is being handled: the bank (the emulator, in this process) gets no OK,
 * retries, and the restarted server applies the payment exactly once — whether the crash came before
 * or after the change was committed. Runs on PGlite (a data folder) or on PostgreSQL (DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { BankEmulator } from '../../src/dev/bank/emulator.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { callAt } from '../helpers/call.js';
import { payOnCardPage } from '../helpers/payments.js';
import { waitUntil } from '../helpers/wait.js';

const TERMINAL = { key: 'CrashTestTerminal', password: 'crash-test-password' };
let database: TestDatabase;
let dataDir: string;
let bankServer: FastifyInstance;
let bank: BankEmulator;
let port: number;
let child: ChildProcess | null = null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

function startServer(hang?: 'before' | 'after'): Promise<{ url: string; hanging: Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
    DEMO_STORIES: 'false',
    JOB_WORKERS: 'false',
    RATE_LIMIT_PER_IP: '1000',
    PAYMENT_PROVIDER: 'tbank',
    TBANK_API_URL: `${bank.options.publicUrl()}/dev/bank/v2`,
    TBANK_TERMINAL_KEY: TERMINAL.key,
    TBANK_PASSWORD: TERMINAL.password,
    HANG: hang ?? '',
  };
  if (database.config.kind === 'postgres') env.DATABASE_URL = database.config.url;
  else delete env.DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'crash-server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = proc;
  let hungResolve = () => {};
  const hanging = new Promise<void>((r) => (hungResolve = r));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 60_000);
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    readline.createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const msg = JSON.parse(line) as { url?: string; hanging?: string };
      if (msg.hanging) hungResolve();
      if (msg.url) {
        clearTimeout(timer);
        resolve({ url: msg.url, hanging });
      }
    });
  });
}

async function kill9(): Promise<void> {
  const proc = child!;
  child = null;
  if (proc.exitCode !== null || proc.signalCode !== null) return; // it died already (a failed start): no exit to wait for
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await exited;
}

async function query(sql: string, params: unknown[]): Promise<any[]> {
  if (database.config.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.config.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  }
  throw new Error('query is for PostgreSQL only');
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-crash-'));
  port = await freePort();
  bankServer = Fastify();
  const bankPort = await freePort();
  bank = new BankEmulator({
    ...{ terminalKey: TERMINAL.key, password: TERMINAL.password },
    publicUrl: () => `http://127.0.0.1:${bankPort}`,
  });
  bank.register(bankServer);
  await bankServer.listen({ port: bankPort, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  if (child) await kill9();
  bank.stop();
  await bankServer.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed with kill -9 while handling a notification', () => {
  it.each(['before', 'after'] as const)(
    'applies the bank’s retry exactly once (killed %s the commit)',
    async (hang) => {
      const first = await startServer(hang);
      const email = `crash-${hang}@example.com`;
      const credentials = { login: email, password: 'a'.repeat(64) };
      await callAt(first.url, 'user/create', { ...credentials, type: 0, parentConsent: PRIVACY_NOTICE_VERSION });
      // registration answers alike for new and taken addresses (decision 018): the session comes from signing in
      const token = (await callAt(first.url, 'user/signinv2', credentials)).body.token;
      const start = (await callAt(first.url, 'payments/init', { planid: 1, period: 31, email }, token)).body;
      await payOnCardPage(start.PaymentURL);
      await first.hanging;
      await kill9();
      const second = await startServer();
      const plans = await waitUntil(
        async () => {
          const answer = (await callAt(second.url, 'payments/userplans', {}, token)).body;
          return answer.plans?.[0]?.active ? answer.plans : null;
        },
        'the retried notification applied',
        60_000,
      );
      await waitUntil(async () => bank.notifier.pending === 0, 'the bank heard OK', 30_000);
      const days = (Date.parse(plans[0].end!) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(30.9);
      expect(days).toBeLessThan(31.1); // extended once, not twice
      if (database.config.kind === 'postgres') {
        const [row] = await query('select status, applied, info from payments where order_id = $1', [start.orderId]);
        expect(row.status).toBe('CONFIRMED');
        expect(row.info.statuses.filter((s: { status: string }) => s.status === 'CONFIRMED')).toHaveLength(1);
      }
      await kill9();
    },
    120_000,
  );
});
