/**
 * SIGTERM under load behind nginx (PostgreSQL only: two processes share the database). nginx is set
 * up as docs/deployment.md says, in front of processes A and B; two parents keep sending chat
 * messages and reading through it, each followed by sockets on both processes, and a third holds
 * syncs. A is stopped with SIGTERM: no call sees a 5xx or a cut connection, A's held syncs answer at
 * once, its sockets are told to reconnect (1012) and do, through nginx, to B, every message sent
 * arrives on every socket of its parent, and A exits cleanly within 10 s.
 */
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE, type ServerMessage } from '@tt/contract';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startNginx, type TestNginx } from '../helpers/nginx.js';
import {
  registerAndSignIn,
  startServerProcess,
  stopServerProcesses,
  type ServerProcess,
} from '../helpers/server-processes.js';
import { callAt } from '../helpers/call.js';

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

/** A GET on a connection of its own, closed after the answer (a kept-alive one would hold A's drain). */
const getOnce = (address: string) =>
  new Promise<string>((resolve, reject) =>
    http
      .get(address, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject),
  );

/** Syncs held now by both processes, from their /metrics (loopback may read it). */
async function heldSyncs(): Promise<number> {
  let held = 0;
  for (const server of [a, b]) {
    const text = await getOnce(`${server.url}/metrics`);
    held += Number(/^tt_sync_held (\d+)/m.exec(text)?.[1] ?? 0);
  }
  return held;
}

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
    // two parents writing (the load), each followed by sockets; a third only holds syncs (nothing wakes them)
    const writers = await Promise.all(
      ['drain-one@example.com', 'drain-two@example.com'].map(async (email) => {
        const token = await registerAndSignIn(nginx.url, email);
        const room = (await callAt(nginx.url, 'chat/create/support', {}, token)).body.uid;
        return { token, room };
      }),
    );
    // opened one after another, so nginx's round robin puts some on each process
    const followers: ReturnType<typeof followChat>[] = [];
    for (const writer of writers)
      for (let i = 0; i < 2; i++) {
        const follower = followChat(nginx.url, writer.token);
        await vi.waitFor(() => expect(follower.ready()).toBe(1), { timeout: 10_000 });
        followers.push(follower);
      }
    const idle = await registerAndSignIn(nginx.url, 'drain-idle@example.com');
    const now = (await callAt(nginx.url, 'sync', {}, idle)).body.date;
    const stopHolding = new AbortController();
    const answered: number[] = [];
    const syncs: Promise<unknown>[] = [];
    for (let i = 0; i < 4; i++) {
      syncs.push(
        fetch(`${nginx.url}/api/sync`, {
          method: 'POST',
          body: JSON.stringify({ date: now }),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${idle}` },
          signal: stopHolding.signal,
        }).then(
          (res) => answered.push(res.status),
          () => 'aborted',
        ),
      );
      // each is held before the next goes, so the round robin alternates
      await vi.waitFor(async () => expect(await heldSyncs()).toBe(i + 1), { timeout: 10_000 });
    }

    // the load: 6 clients sending messages and reading notifications, one call after another
    const statuses = new Map<number | string, number>();
    const sent = new Map<string, string[]>(writers.map((w) => [w.token, []]));
    let running = true;
    let n = 0;
    const count = (status: number | string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const total = () => [...sent.values()].reduce((sum, texts) => sum + texts.length, 0);
    const client = async (writer: (typeof writers)[number]) => {
      while (running) {
        const text = `m${n++}`;
        try {
          const res = await callAt(
            nginx.url,
            'chat/send',
            { roomid: writer.room, events: [{ uid: text, type: 'message', data: { type: 'message', text } }] },
            writer.token,
          );
          count(res.status);
          if (res.status === 200) sent.get(writer.token)!.push(text);
          count((await callAt(nginx.url, 'notifications/list', { pageNumber: 0, pageSize: 5 }, writer.token)).status);
        } catch (err) {
          count(`network: ${(err as Error).message}`);
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, i) => client(writers[i % 2]!));
    await vi.waitFor(() => expect(total()).toBeGreaterThanOrEqual(30), { timeout: 20_000 });
    expect(answered).toEqual([]);

    const termAt = Date.now();
    a.child.kill('SIGTERM');
    const code = await a.exited;
    const stoppedIn = Date.now() - termAt;
    const sentBefore = total();
    await vi.waitFor(() => expect(total()).toBeGreaterThanOrEqual(sentBefore + 30), { timeout: 20_000 });
    running = false;
    await Promise.all(clients);

    expect(code).toBe(0);
    // well inside the 10 s: nginx closes its idle connections after 2 s, the rest end with their answers
    expect(stoppedIn).toBeLessThan(8_000);
    // the syncs A held answered as it stopped (B's still hold: nothing changed for that parent)
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(answered.length).toBeLessThan(4);
    expect(answered.every((s) => s === 200)).toBe(true);
    stopHolding.abort();
    await Promise.all(syncs);
    expect(Object.fromEntries(statuses), nginx.errors()).toEqual({ 200: expect.any(Number) });
    // the sockets on A were told to reconnect, did, and every message sent reached every socket
    const closes = followers.flatMap((f) => f.closes);
    expect(closes.length).toBeGreaterThanOrEqual(1);
    expect(closes.every((c) => c === WS_CLOSE.restart)).toBe(true);
    for (const [i, follower] of followers.entries()) {
      const mine = sent.get(writers[Math.floor(i / 2)]!.token)!;
      await vi.waitFor(() => expect(mine.filter((t) => !follower.texts.has(t))).toEqual([]), { timeout: 10_000 });
      follower.stop();
    }
  });
});
