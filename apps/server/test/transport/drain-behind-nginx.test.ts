/**
 * SIGTERM under load behind nginx (PostgreSQL only: two processes share the database). nginx is set
 * up as docs/deployment.md says, in front of processes A and B; a parent keeps sending chat messages
 * and reading through it, holds syncs and a socket. A is stopped with SIGTERM: no call sees a 5xx or
 * a cut connection, A's held syncs answer at once, its socket is told to reconnect (1012) and does,
 * through nginx, to B, every message sent arrives on the socket, and A exits cleanly within 10 s.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE, type ServerMessage } from '@tt/contract';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startNginx, type TestNginx } from '../helpers/nginx.js';
import {
  callApi,
  registerAndSignIn,
  startServerProcess,
  stopServerProcesses,
  type ServerProcess,
} from '../helpers/server-processes.js';

const NGINX = '/usr/sbin/nginx';
if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (.ci/run does)`);

/** Always PostgreSQL (CI starts it on 127.0.0.1:5432 for both runs). */
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const HOLD = { SYNC_HOLD_MS: '30000' };
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let nginx: TestNginx;

beforeAll(async () => {
  database = await createTestDatabase(url);
  if (database.config.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  [a, b] = await Promise.all([
    startServerProcess(database.config.url, 'drain-a', HOLD),
    startServerProcess(database.config.url, 'drain-b', HOLD),
  ]);
  nginx = await startNginx([a.url, b.url]);
}, 120_000);
afterAll(async () => {
  await nginx?.close();
  await stopServerProcesses([a, b]);
  await database?.drop();
});

/** A socket that reconnects (at once, with the last seq) whenever it closes, as the web client does. */
function followChat(base: string, token: string) {
  const texts = new Set<string>();
  const closes: number[] = [];
  let last: number | null = null;
  let ready = 0;
  let stopped = false;
  let socket: WebSocket;
  const connect = () => {
    socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token, last })));
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === 'event') {
        if (last !== null && m.seq <= last) return;
        last = m.seq;
        if (m.payload.type === 'chatEvent' && m.payload.event.data.text) texts.add(m.payload.event.data.text);
      } else if (m.type === 'ready') {
        ready++;
        if (last === null || m.seq > last) last = m.seq;
      }
    });
    socket.on('error', () => {});
    socket.on('close', (code) => {
      closes.push(code);
      if (!stopped) setTimeout(connect, 50);
    });
  };
  connect();
  return {
    texts,
    closes,
    ready: () => ready,
    stop: () => {
      stopped = true;
      socket.close();
    },
  };
}

describe('SIGTERM behind nginx', () => {
  it('drains one process under load: no 5xx, nothing lost, exit within 10 s', async () => {
    const token = await registerAndSignIn(nginx.url, 'drain-parent@example.com');
    const room = (await callApi(nginx.url, 'chat/create/support', {}, token)).body.uid as string;
    const chat = followChat(nginx.url, token);
    await vi.waitFor(() => expect(chat.ready()).toBe(1), { timeout: 10_000 });

    // held syncs, spread over both processes by nginx's round robin
    const now = (await callApi(nginx.url, 'sync', {}, token)).body.date as string;
    const stopHolding = new AbortController();
    const syncs = Array.from({ length: 4 }, () =>
      fetch(`${nginx.url}/api/sync`, {
        method: 'POST',
        body: JSON.stringify({ date: now }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        signal: stopHolding.signal,
      }).then(
        (res) => res.status,
        () => 'aborted' as const,
      ),
    );
    const answered: number[] = [];
    for (const s of syncs) void s.then((status) => typeof status === 'number' && answered.push(status));

    // the load: 6 clients sending messages and reading notifications, one call after another
    const statuses = new Map<number | string, number>();
    const sent: string[] = [];
    let running = true;
    let n = 0;
    const count = (status: number | string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const client = async () => {
      while (running) {
        const text = `m${n++}`;
        try {
          const res = await callApi(
            nginx.url,
            'chat/send',
            { roomid: room, events: [{ uid: text, type: 'message', data: { type: 'message', text } }] },
            token,
          );
          count(res.status);
          if (res.status === 200) sent.push(text);
          count((await callApi(nginx.url, 'notifications/list', { pageNumber: 0, pageSize: 5 }, token)).status);
        } catch (err) {
          count(`network: ${(err as Error).message}`);
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(30), { timeout: 20_000 });

    const termAt = Date.now();
    a.child.kill('SIGTERM');
    const code = await a.exited;
    const stoppedIn = Date.now() - termAt;
    const sentBefore = sent.length;
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(sentBefore + 30), { timeout: 20_000 });
    running = false;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(stoppedIn).toBeLessThan(10_000);
    // A's held syncs answered as it stopped, long before their 30 s hold
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(answered.every((s) => s === 200)).toBe(true);
    stopHolding.abort();
    await Promise.all(syncs);
    expect(Object.fromEntries(statuses), nginx.errors()).toEqual({ 200: expect.any(Number) });
    // every message sent arrived, the socket on A told to reconnect if it was there
    await vi.waitFor(() => expect(sent.filter((t) => !chat.texts.has(t))).toEqual([]), { timeout: 10_000 });
    expect(chat.closes.every((c) => c === WS_CLOSE.restart)).toBe(true);
    chat.stop();
  });
});
