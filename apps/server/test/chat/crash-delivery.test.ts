/**
 * Nothing saved is left untold (PostgreSQL only: two processes share the database). A staff answer
 * is sent through process A while the real-time log is locked, so A stops between saving the answer
 * and telling of it; A is killed with kill -9 there. The client's retry with the same uid through
 * process B must then reach the parent's socket and create the parent's notification — which it can
 * only do if the save and the messages commit together (the transactional outbox, realtime/log.ts).
 * A payment's change is told before the bank hears OK, so the bank's retry tells it after a crash.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@tt/contract';
import { BankEmulator } from '../../src/dev/bank/emulator.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { freePort } from '../helpers/nginx.js';
import { payOnCardPage } from '../helpers/payments.js';
import {
  registerAndSignIn,
  startServerProcess,
  stopServerProcesses,
  type ServerProcess,
} from '../helpers/server-processes.js';
import { callAt } from '../helpers/call.js';
import { openSocket } from '../helpers/socket.js';

/** Always PostgreSQL (CI starts it on 127.0.0.1:5432 for both runs). */
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let admin: pg.Client;
/** A second connection that watches: inside admin's transaction pg_stat_activity is a snapshot. */
let watcher: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase(url);
  if (database.config.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  [a, b] = await Promise.all([
    startServerProcess(database.config.url, 'crash-a'),
    startServerProcess(database.config.url, 'crash-b'),
  ]);
  admin = new pg.Client({ connectionString: database.config.url });
  watcher = new pg.Client({ connectionString: database.config.url });
  await Promise.all([admin.connect(), watcher.connect()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([admin?.end(), watcher?.end()]);
  await stopServerProcesses([a, b]);
  await database?.drop();
});

/** Waits until a backend waits on a lock to write realtime_log (the log is locked by `admin`). */
const writerWaits = () =>
  vi.waitFor(
    async () => {
      const { rows } = await watcher.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query ilike '%realtime_log%'`,
      );
      expect((rows[0] as { n: number }).n).toBe(1);
    },
    { timeout: 30_000, interval: 20 },
  );

const answer = (room: string, text: string) => ({
  roomid: room,
  events: [{ uid: 'answer-1', type: 'message', data: { type: 'message' as const, text } }],
});

describe('a process killed between saving and telling', { timeout: 120_000 }, () => {
  it("loses neither a staff answer's message nor the parent's notification", async () => {
    const parent = await registerAndSignIn(a.url, 'crash-parent@example.com');
    const room = (await callAt(a.url, 'chat/create/support', {}, parent)).body.uid;
    await registerAndSignIn(a.url, 'crash-staff@example.com');
    await admin.query(`update users set type = 8, features = '{team}' where email = 'crash-staff@example.com'`);
    const staff = await registerAndSignIn(a.url, 'crash-staff@example.com');
    const socket = openSocket(b.url, { token: parent, last: null });
    await socket.next((m) => m.type === 'ready');

    // Every writer of the log now waits: A saves the answer (or, with the outbox, its transaction) and stops.
    await admin.query('begin');
    await admin.query('lock table realtime_log in exclusive mode');
    const lost = callAt(a.url, 'chat/send', answer(room, 'Your story is on its way'), staff).catch(() => null);
    await writerWaits();
    a.child.kill('SIGKILL');
    await a.exited;
    await admin.query('commit');
    expect(await lost).toBeNull();

    // The client got no answer, so it sends again, through the other process, with the same uid.
    const retried = await callAt(b.url, 'chat/send', answer(room, 'Your story is on its way'), staff);
    expect(retried.status).toBe(200);
    const eventId = retried.body.events[0].id as number;

    const isAnswer = (m: ServerMessage) =>
      m.type === 'event' && m.payload.type === 'chatEvent' && m.payload.event.id === eventId;
    const isNote = (m: ServerMessage) => m.type === 'event' && m.payload.type === 'notification';
    await socket.next(isAnswer);
    await socket.next(isNote);
    const notes = await callAt(b.url, 'notifications/list', { pageNumber: 0, pageSize: 10 }, parent);
    expect(notes.body.data.map((n: { type: string; body: string }) => [n.type, n.body])).toEqual([
      ['support', 'Your story is on its way'],
    ]);
    // told once: the client's rule (drop what it has by id) has nothing to drop here either
    expect(socket.messages.filter(isAnswer)).toHaveLength(1);
    socket.close();
  });

  it("tells a payment's change after a crash between its commit and its message", async () => {
    const terminal = { key: 'OutboxTestTerminal', password: 'outbox-test-password' };
    const bankServer = Fastify();
    const bankPort = await freePort();
    const bank = new BankEmulator({
      terminalKey: terminal.key,
      password: terminal.password,
      publicUrl: () => `http://127.0.0.1:${bankPort}`,
    });
    bank.register(bankServer);
    await bankServer.listen({ port: bankPort, host: '127.0.0.1' });
    // the payment's server on a port of its own, started again on it after the crash (the bank's
    // NotificationURL names it)
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-outbox-pay-'));
    const payServer = () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '..', 'payments', 'crash-server.ts')],
        {
          env: {
            ...process.env,
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: database.config.kind === 'postgres' ? database.config.url : '',
            WEB_DIST: '',
            LOG_LEVEL: 'silent',
            DEMO_STORIES: 'false',
            JOB_WORKERS: 'false',
            PAYMENT_PROVIDER: 'tbank',
            TBANK_API_URL: `http://127.0.0.1:${bankPort}/dev/bank/v2`,
            TBANK_TERMINAL_KEY: terminal.key,
            TBANK_PASSWORD: terminal.password,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const url = new Promise<string>((resolve) =>
        readline.createInterface({ input: child.stdout! }).on('line', (line) => {
          if (line.startsWith('{"url"')) resolve((JSON.parse(line) as { url: string }).url);
        }),
      );
      return { child, exited, url };
    };
    let server = payServer();
    try {
      const base = await server.url;
      const token = await registerAndSignIn(base, 'outbox-payer@example.com');
      const start = (
        await callAt(base, 'payments/init', { planid: 1, period: 31, email: 'outbox-payer@example.com' }, token)
      ).body;
      const socket = openSocket(b.url, { token, last: null });
      await socket.next((m) => m.type === 'ready');

      await admin.query('begin');
      await admin.query('lock table realtime_log in exclusive mode');
      // the bank's AUTHORIZED is saved, and its process stops before telling (the log is locked)
      await payOnCardPage(start.PaymentURL);
      await writerWaits();
      server.child.kill('SIGKILL');
      await server.exited;
      await admin.query('commit');

      server = payServer();
      await server.url;
      // AUTHORIZED was committed and its message lost with the process: the bank, told nothing, retries it
      const told = (state: string) => (m: ServerMessage) =>
        m.type === 'event' && m.payload.type === 'paymentChanged' && m.payload.state === state;
      await socket.next(told('pending'), 30_000);
      await socket.next(told('confirmed'), 30_000);
      socket.close();
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      bank.stop();
      await bankServer.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
