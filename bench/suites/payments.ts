/**
 * npm run bench -- payments, on PostgreSQL (DATABASE_URL's server, else the local one):
 * 1. bank notifications verified and committed per second through POST /api/payments/tbank/notification,
 *    beside a baseline endpoint that only verifies the Token and runs one UPDATE on the same database
 *    (goal ≥ 500/s);
 * 2. a rebill pass over 10,000 due subscriptions against the emulator, beside a baseline of the bare
 *    Init + Charge round trips to the emulator (goal ≤ 60 s, none charged twice).
 * The bank emulator and the notification load run in a process of their own (payments-bank.ts), as a
 * bank would be another machine; this process is the server.
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '@tt/server/src/app.js';
import { loadConfig } from '@tt/server/src/config.js';
import { verifyToken } from '@tt/server/src/providers/payments/token.js';
import { createBankClient } from '@tt/server/src/providers/payments/client.js';
import type { BankCommand } from './payments-bank.js';
import { startChild } from './child.js';
import { createBenchDatabase } from './realtime/database.js';

const NOTIFICATIONS = Number(process.env.PAYMENT_NOTIFICATIONS ?? 5000);
const SUBSCRIPTIONS = Number(process.env.REBILL_SUBSCRIPTIONS ?? 10_000);
const CONCURRENCY = 32;
const DAY_MS = 86_400_000;
const TERMINAL = { key: 'BenchTerminal', password: 'bench-terminal-password' };

async function pooled<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The bank emulator and load generator in a child process, asked over IPC. */
async function startBank() {
  const child = await startChild<{ url: string }>(path.join(import.meta.dirname, 'payments-bank.ts'), {
    env: { BENCH_TERMINAL_KEY: TERMINAL.key, BENCH_PASSWORD: TERMINAL.password },
  });
  return {
    url: child.ready.url,
    ask: <T>(command: BankCommand) => child.ask<T>(command),
    stop: () => child.kill(),
  };
}

export async function paymentsSuite(): Promise<void> {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`Machine: ${os.cpus().length} cores, load average ${load()}`);
  const bank = await startBank();
  const database = await createBenchDatabase('The payments benchmark');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-pay-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: '',
      LOG_LEVEL: 'silent',
      DEMO_STORIES: 'false',
      JOB_WORKERS: 'false',
      PAYMENT_PROVIDER: 'tbank',
      TBANK_API_URL: `${bank.url}/dev/bank/v2`,
      TBANK_TERMINAL_KEY: TERMINAL.key,
      TBANK_PASSWORD: TERMINAL.password,
    }),
    database: { kind: 'postgres' as const, url: database.url },
  };
  const app = await buildApp(config);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.fastify.server.address() as { port: number }).port;
  config.publicUrl = `http://127.0.0.1:${port}`;
  const { key: terminalKey, password } = TERMINAL;
  const sql = new pg.Pool({ connectionString: database.url, max: 10 });
  try {
    await sql.query(
      `insert into users (email, email_confirmed) select 'bench' || g || '@example.com', true from generate_series(1, $1) g`,
      [SUBSCRIPTIONS],
    );

    // 1. Notifications: every order gets AUTHORIZED then CONFIRMED, as the bank sends them.
    console.log(`Notifications: ${NOTIFICATIONS} orders × 2 statuses, ${CONCURRENCY} at a time`);
    await sql.query(
      `insert into payments (order_id, user_id, plan_id, period, value, info)
       select 'bench-' || g, 1 + g % $2, 1, 31, 29900, '{"kind":"init","statuses":[],"refunds":[]}'::jsonb from generate_series(1, $1) g`,
      [NOTIFICATIONS, SUBSCRIPTIONS],
    );
    const notify = async (url: string, status: string) =>
      (
        await bank.ask<{ rate: number }>({
          kind: 'notify',
          url,
          status,
          prefix: 'bench-',
          count: NOTIFICATIONS,
          amount: 29900,
          concurrency: CONCURRENCY,
        })
      ).rate;
    const notifyUrl = `${config.publicUrl}/api/payments/tbank/notification`;
    const authorizedRate = await notify(notifyUrl, 'AUTHORIZED');
    const confirmedRate = await notify(notifyUrl, 'CONFIRMED');
    const appRate = (authorizedRate + confirmedRate) / 2;
    const confirmed = (
      await sql.query(
        `select count(*)::int n from payments where order_id like 'bench-%' and status = 'CONFIRMED' and applied`,
      )
    ).rows[0].n;

    // Baseline: verify the Token and one UPDATE, nothing else.
    await sql.query(`update payments set status = 'NEW' where order_id like 'bench-%'`);
    const bare = Fastify();
    bare.post('/n', async (request) => {
      const body = request.body as Record<string, unknown>;
      if (!verifyToken(body, password)) throw new Error('bad token');
      await sql.query('update payments set status = $1 where order_id = $2', [body.Status, body.OrderId]);
      return 'OK';
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/n`;
    const bareRate = ((await notify(bareUrl, 'AUTHORIZED')) + (await notify(bareUrl, 'CONFIRMED'))) / 2;
    await bare.close();

    const row = (name: string, value: string, base: string, ratio: number, goal: string) =>
      console.log(
        `  ${name.padEnd(36)} ${value.padStart(8)}   baseline ${base.padStart(8)}   ratio ${ratio.toFixed(2)}   ${goal}`,
      );
    row(
      'notifications verified+committed/s',
      appRate.toFixed(0),
      bareRate.toFixed(0),
      appRate / bareRate,
      `goal ≥ 500/s: ${appRate >= 500 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `    AUTHORIZED ${authorizedRate.toFixed(0)}/s, CONFIRMED ${confirmedRate.toFixed(0)}/s; ${confirmed} of ${NOTIFICATIONS} orders confirmed and applied once`,
    );

    // 2. Rebill: SUBSCRIPTIONS plans ending within a day, each with a card the emulator knows.
    console.log(`Rebill: ${SUBSCRIPTIONS} due subscriptions against the emulator`);
    await sql.query('delete from user_plans');
    const end = new Date(Date.now() + DAY_MS / 2);
    await sql.query(
      `insert into user_plans (user_id, plan_id, active, active_rebill, "end", period, rebill_id, card_mask)
       select g, 1, true, true, $2, 31, 'bench-rebill-' || g, '430000******0777' from generate_series(1, $1) g`,
      [SUBSCRIPTIONS, end],
    );
    await bank.ask({ kind: 'rebills', count: SUBSCRIPTIONS, pan: '4300000000000777' });
    const started = performance.now();
    // every 1 %: a redirected log gets a hundred lines, not ten thousand
    const step = Math.max(1, Math.floor(SUBSCRIPTIONS / 100));
    const summary = await app.context.payments.rebills!.run(new Date(), (done) => {
      if (done % step === 0 || done === SUBSCRIPTIONS) process.stdout.write(`\r  ${done} / ${SUBSCRIPTIONS}`);
    });
    const rebillSeconds = (performance.now() - started) / 1000;
    process.stdout.write('\n');
    const { doubles: twice } = await bank.ask<{ doubles: number }>({ kind: 'doubles' });
    const extended = (
      await sql.query(`select count(*)::int n from user_plans where "end" = $1::timestamptz + interval '31 days'`, [
        end,
      ])
    ).rows[0].n;

    // Baseline: the same Init + Charge round trips to the emulator, without our database.
    const client = createBankClient({ apiUrl: () => `${bank.url}/dev/bank/v2`, terminalKey, password });
    const orders = Array.from({ length: SUBSCRIPTIONS }, (_, i) => i + 1);
    const bareStarted = performance.now();
    await pooled(orders, async (i) => {
      const init = await client.init({
        Amount: 29900,
        OrderId: `bare-${i}`,
        Description: 'bench',
        CustomerKey: String(i),
        Language: 'ru',
        NotificationURL: '',
      });
      await client.charge({ PaymentId: String(init.PaymentId), RebillId: `bench-rebill-${i}` });
    });
    const bareSeconds = (performance.now() - bareStarted) / 1000;

    row(
      'rebill pass (s)',
      rebillSeconds.toFixed(1),
      bareSeconds.toFixed(1),
      rebillSeconds / bareSeconds,
      `goal ≤ 60 s: ${rebillSeconds <= 60 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `    ${summary.charged} charged, ${summary.failed} failed, ${summary.skipped} skipped; charged twice: ${twice}; plans extended by one period: ${extended}`,
    );
    console.log(`Machine load average at the end: ${load()}`);
  } finally {
    await sql.end();
    await app.close();
    bank.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
