/**
 * Nothing saved is left untold (PostgreSQL only: two processes share the database). A staff answer
 * is sent through process A while the real-time log is locked, so A stops between saving the answer
 * and telling of it; A is killed with kill -9 there. The client's retry with the same uid through
 * process B must then reach the parent's socket and create the parent's notification — which it can
 * only do if the save and the messages commit together (the transactional outbox, realtime/log.ts).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@tt/contract';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import {
  callApi,
  registerAndSignIn,
  startServerProcess,
  stopServerProcesses,
  type ServerProcess,
} from '../helpers/server-processes.js';
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
  events: [{ uid: 'answer-1', type: 'message', data: { type: 'message', text } }],
});

describe('a process killed between saving and telling', { timeout: 120_000 }, () => {
  it("loses neither a staff answer's message nor the parent's notification", async () => {
    const parent = await registerAndSignIn(a.url, 'crash-parent@example.com');
    const room = (await callApi(a.url, 'chat/create/support', {}, parent)).body.uid as string;
    await registerAndSignIn(a.url, 'crash-staff@example.com');
    await admin.query(`update users set type = 8, features = '{team}' where email = 'crash-staff@example.com'`);
    const staff = await registerAndSignIn(a.url, 'crash-staff@example.com');
    const socket = openSocket(b.url, { token: parent, last: null });
    await socket.next((m) => m.type === 'ready');

    // Every writer of the log now waits: A saves the answer (or, with the outbox, its transaction) and stops.
    await admin.query('begin');
    await admin.query('lock table realtime_log in exclusive mode');
    const lost = callApi(a.url, 'chat/send', answer(room, 'Your story is on its way'), staff).catch(() => null);
    await writerWaits();
    a.child.kill('SIGKILL');
    await a.exited;
    await admin.query('commit');
    expect(await lost).toBeNull();

    // The client got no answer, so it sends again, through the other process, with the same uid.
    const retried = await callApi(b.url, 'chat/send', answer(room, 'Your story is on its way'), staff);
    expect(retried.status).toBe(200);
    const eventId = retried.body.events[0].id as number;

    const isAnswer = (m: ServerMessage) =>
      m.type === 'event' && m.payload.type === 'chatEvent' && m.payload.event.id === eventId;
    const isNote = (m: ServerMessage) => m.type === 'event' && m.payload.type === 'notification';
    await socket.next(isAnswer);
    await socket.next(isNote);
    const notes = await callApi(b.url, 'notifications/list', { pageNumber: 0, pageSize: 10 }, parent);
    expect(notes.body.data.map((n: { type: string; body: string }) => [n.type, n.body])).toEqual([
      ['support', 'Your story is on its way'],
    ]);
    // told once: the client's rule (drop what it has by id) has nothing to drop here either
    expect(socket.messages.filter(isAnswer)).toHaveLength(1);
    socket.close();
  });
});
