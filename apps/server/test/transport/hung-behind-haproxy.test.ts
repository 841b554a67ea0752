/**
 * A hung process behind the documented balancer (PostgreSQL only: three processes share the database).
 * HAProxy runs docs/deployment.md's configuration in front of processes A, B and C; two parents keep
 * sending chat messages and reading notifications through it. C is stopped with SIGSTOP (it still
 * accepts connections, as a hung process does): no call waits 5 s, every one answers 200, and C is out
 * of rotation within 5 s — calls made after that are as quick as before.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isResendable, type CallInput, type CallPath } from '@tt/contract';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { HAPROXY, startHaproxy, type TestHaproxy } from '../helpers/haproxy.js';
import {
  registerAndSignIn,
  startServerProcess,
  stopServerProcesses,
  type ServerProcess,
} from '../helpers/server-processes.js';
import { callAt, type WithCredentials } from '../helpers/call.js';

if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy (.ci/run does)`);

/** Always PostgreSQL (CI starts it on 127.0.0.1:5432 for both runs). */
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let database: TestDatabase;
let servers: ServerProcess[] = [];
let balancer: TestHaproxy;

beforeAll(async () => {
  database = await createTestDatabase(url);
  if (database.config.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  const databaseUrl = database.config.url;
  // the first applies the migrations; the other two then start together
  const first = await startServerProcess(databaseUrl, 'hung-a');
  servers = [first, ...(await Promise.all(['b', 'c'].map((name) => startServerProcess(databaseUrl, `hung-${name}`))))];
  balancer = await startHaproxy(servers.map((s) => s.url));
}, 180_000);
afterAll(async () => {
  for (const s of servers) s.child.kill('SIGCONT');
  await balancer?.close();
  await stopServerProcesses(servers);
  await database?.drop();
});

interface Timed {
  path: string;
  status: number | string;
  startedAt: number;
  ms: number;
}

describe('a hung process behind HAProxy', () => {
  it('leaves rotation within 5 s, and no call waits 5 s on it', async () => {
    expect(isResendable('chat/send') && isResendable('notifications/list')).toBe(true);
    const parents = await Promise.all(
      ['hung-one@example.com', 'hung-two@example.com'].map(async (email) => {
        const token = await registerAndSignIn(balancer.url, email);
        const room = (await callAt(balancer.url, 'chat/create/support', {}, token)).body.uid;
        return { token, room };
      }),
    );
    const calls: Timed[] = [];
    const timed = async <P extends CallPath>(path: P, input: WithCredentials<CallInput<P>>, token: string) => {
      const startedAt = Date.now();
      const status = await callAt(balancer.url, path, input, token).then(
        (res) => res.status,
        (err: Error) => `network: ${err.message}`,
      );
      calls.push({ path, status, startedAt, ms: Date.now() - startedAt });
    };
    let running = true;
    let n = 0;
    const client = async (parent: (typeof parents)[number]) => {
      while (running) {
        const text = `hung ${n++}`;
        const events = [{ uid: text, type: 'message', data: { type: 'message' as const, text } }];
        await timed('chat/send', { roomid: parent.room, events }, parent.token);
        await timed('notifications/list', { pageNumber: 0, pageSize: 5 }, parent.token);
      }
    };
    const clients = Array.from({ length: 6 }, (_, i) => client(parents[i % 2]!));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(24), { timeout: 30_000 });

    const stoppedAt = Date.now();
    servers[2]!.child.kill('SIGSTOP');
    await vi.waitFor(() => expect(calls.filter((c) => c.startedAt > stoppedAt + 5_000).length).toBeGreaterThan(24), {
      timeout: 30_000,
      interval: 200,
    });
    running = false;
    await Promise.all(clients);
    servers[2]!.child.kill('SIGCONT');

    const slowest = Math.max(...calls.map((c) => c.ms));
    const timeline = calls.map((c) => `${c.startedAt - stoppedAt} ms: ${c.path} ${c.status} in ${c.ms} ms`).join('\n');
    expect(
      calls.filter((c) => c.status !== 200),
      balancer.log(),
    ).toEqual([]);
    expect(slowest, timeline).toBeLessThan(5_000);
    // some calls were on C when it stopped (they moved on after the 3 s timeout)…
    expect(calls.filter((c) => c.startedAt >= stoppedAt - 100 && c.ms >= 2_500).length, timeline).toBeGreaterThan(0);
    // …and from 5 s on none went to it: every call answered as fast as before the stop
    const after = calls.filter((c) => c.startedAt > stoppedAt + 5_000);
    expect(Math.max(...after.map((c) => c.ms)), timeline).toBeLessThan(2_500);
  });
});
