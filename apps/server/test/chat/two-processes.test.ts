/**
 * Two server processes on one PostgreSQL and one S3-compatible media store (decision 043): a message
 * sent through one reaches a socket held by the other, through LISTEN/NOTIFY; a picture uploaded
 * through one is served by the other. This always runs on the machine's PostgreSQL (DATABASE_URL,
 * else the local default), since PGlite cannot be shared between processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import sharp from 'sharp';
import { PICTURE_UPLOAD_PATH, WS_CLOSE, type CallInput, type CallPath, type ServerMessage } from '@tt/contract';
import { LISTENER_NAME } from '../../src/modules/realtime/hub.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startS3, type TestS3 } from '../helpers/s3.js';
import {
  registerAndSignIn,
  startServerProcess,
  stopServerProcesses,
  type ServerProcess,
} from '../helpers/server-processes.js';
import { callAt, type WithCredentials } from '../helpers/call.js';
import { openSocket, type TestSocket } from '../helpers/socket.js';
import { waitUntil } from '../helpers/wait.js';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
let database: TestDatabase;
let s3: TestS3;

/** A contract call's success, typed from the contract. */
const call = async <P extends CallPath>(base: string, p: P, input: WithCredentials<CallInput<P>>, token?: string) =>
  (await callAt(base, p, input, token)).body;

const send = (base: string, token: string, room: string, text: string) =>
  call(
    base,
    'chat/send',
    { roomid: room, events: [{ uid: text, type: 'message', data: { type: 'message', text } }] },
    token,
  );
/** The chat messages a socket got, as [seq, text] in arrival order. */
const texts = (socket: TestSocket) =>
  socket.messages.flatMap((m) =>
    m.type === 'event' && m.payload.type === 'chatEvent' ? [[m.seq, m.payload.event.data.text!] as const] : [],
  );
const got = (socket: TestSocket, n: number) =>
  waitUntil(async () => texts(socket).length >= n, `${n} messages`, 30_000, 20);

const createAndSignIn = (email: string) => registerAndSignIn(a, email);

async function signUp(email: string): Promise<{ token: string; room: string }> {
  const token = await createAndSignIn(email);
  return { token, room: (await call(a, 'chat/create/support', {}, token)).uid };
}

let a: string;
let b: string;
let servers: ServerProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES);
  if (database.config.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  s3 = await startS3();
  // at once, as a deployment starts them: one applies the migrations while the other waits on its lock
  const env = { ...s3.env, RATE_LIMIT_PER_IP: '1000' };
  servers = await Promise.all([
    startServerProcess(database.config.url, 'a', env),
    startServerProcess(database.config.url, 'b', env),
  ]);
  [a, b] = servers.map((s) => s.url) as [string, string];
}, 120_000);
afterAll(async () => {
  await stopServerProcesses(servers);
  await database?.drop();
  await s3?.close();
});

describe('two server processes on one PostgreSQL', () => {
  it('deliver a message sent through one to a socket held by the other', async () => {
    const email = 'twice@example.com';
    const token = await createAndSignIn(email);
    const room = (await call(a, 'chat/create/support', {}, token)).uid;

    const socket = openSocket(b, { token, last: null });
    await socket.next((m) => m.type === 'ready');
    await call(
      a,
      'chat/send',
      { roomid: room, events: [{ uid: 'x-1', type: 'message', data: { type: 'message', text: 'from process a' } }] },
      token,
    );
    const arrived = await socket.next((m: ServerMessage) => m.type === 'event' && m.payload.type === 'chatEvent');
    expect(arrived.type === 'event' && arrived.payload.type === 'chatEvent' && arrived.payload.event.data.text).toBe(
      'from process a',
    );
    socket.close();
  });

  it('deliver messages sent through both at once to a socket exactly once, in order, across a reconnect', async () => {
    const { token, room } = await signUp('busy@example.com');
    const first = openSocket(b, { token, last: null });
    await first.next((m) => m.type === 'ready');
    const sends = Array.from({ length: 80 }, (_, i) => send(i % 2 ? a : b, token, room, `m${i}`));
    await got(first, 20);
    first.drop();
    const before = texts(first);
    const second = openSocket(a, { token, last: before.at(-1)![0] });
    await Promise.all(sends);
    await got(second, 80 - before.length);

    const all = [...before, ...texts(second)];
    const seqs = all.map(([seq]) => seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(all.map(([, text]) => text).sort()).toEqual(Array.from({ length: 80 }, (_, i) => `m${i}`).sort());
    second.close();
  });

  it('catch up on what was published while the LISTEN connection was down', async () => {
    const { token, room } = await signUp('gap@example.com');
    const socket = openSocket(b, { token, last: null });
    await socket.next((m) => m.type === 'ready');
    const admin = new pg.Client({ connectionString: database.config.kind === 'postgres' ? database.config.url : '' });
    await admin.connect();
    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_NAME],
    );
    await admin.end();
    expect(cut.rowCount).toBe(2);
    // sent at once, while both processes are still reconnecting
    await send(a, token, room, 'while away');
    await send(a, token, room, 'after');
    await got(socket, 2);
    expect(texts(socket).map(([, text]) => text)).toEqual(['while away', 'after']);
    socket.close();
  });

  it('refuse a session signed out through one at once on the other, and show a change made through one on both', async () => {
    const token = await createAndSignIn('cached@example.com');
    // both processes have resolved (and cached) the session
    for (const base of [a, b]) expect((await call(base, 'user/info/get', {}, token)).info.locale).toBe('en');

    // a change through b: a's next call sees it, with no wait
    const changed = await call(b, 'user/info/commonEdit', { info: { locale: 'ru' } }, token);
    expect(changed.locale).toBe('ru');
    expect((await call(a, 'user/info/get', {}, token)).info.locale).toBe('ru');
    const partner = await call(a, 'user/typechange', { type: 4 }, token);
    expect(partner.info.type).toBe(4);
    expect((await call(b, 'user/info/get', {}, token)).info.type).toBe(4);

    // a sign-out through a: b refuses the token on the very next call
    expect((await call(a, 'user/signout', {}, token)).success).toBe(true);
    expect((await callAt(b, 'user/info/get', {}, token)).problem.code).toBe(600);
    expect((await callAt(a, 'user/info/get', {}, token)).problem.code).toBe(600);
  });

  it('serve a picture uploaded through one from the other, and drop it on both when removed through the other', async () => {
    const token = await createAndSignIn('pictured@example.com');
    const form = new FormData();
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#48c' } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await fetch(`${a}${PICTURE_UPLOAD_PATH}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const { image } = (await uploaded.json()) as { image: string };
    const fromB = await fetch(`${b}${image}`, { headers: { range: 'bytes=0-9' } });
    expect(fromB.status).toBe(206);
    expect(fromB.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/);
    const whole = await fetch(`${b}${image}`);
    expect(
      Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(await (await fetch(`${a}${image}`)).arrayBuffer())),
    ).toBe(true);
    await call(b, 'userdata/picture/remove', {}, token);
    expect((await fetch(`${a}${image}`)).status).toBe(404);
  });

  it('close a socket and end a held sync on one when the session is signed out through the other', async () => {
    const { token } = await signUp('leaving@example.com');
    const socket = openSocket(b, { token, last: null });
    await socket.next((m) => m.type === 'ready');
    const { date } = await call(b, 'sync', {}, token);
    const held = callAt(b, 'sync', { date }, token);
    // held or about to hold: either way the sign-out through a ends it (access.ts, sync/handlers.ts)
    await call(a, 'user/signout', {}, token);
    expect((await socket.closed).code).toBe(WS_CLOSE.unauthorized);
    expect((await held).problem.code).toBe(600);
  });
});
