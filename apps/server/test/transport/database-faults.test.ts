/**
 * A database fault never takes the process down and fails no call (PostgreSQL only). Every connection
 * of the app — idle ones, one held by a transaction, the start lock's, the real-time LISTEN — is cut
 * with pg_terminate_backend, and the network to PostgreSQL (a proxy) is cut for 5 s: calls wait for the
 * database and answer 200, real time hears NOTIFY again, sockets stay open, and the blip is logged
 * in two lines. A call that waits longer than DATABASE_WAIT_MS answers 503 with Retry-After.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdStartLock } from '../../src/db/start-lock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { isEvent, openSocket } from '../helpers/socket.js';
import { startTcpCutter, type TcpCutter } from '../helpers/tcp-cutter.js';

/** PostgreSQL's faults, so always on PostgreSQL (CI starts it on 127.0.0.1:5432 for both runs). */
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let t: TestApp;
let staff: string;
let network: TcpCutter;
beforeAll(async () => {
  network = await startTcpCutter(url);
  t = await startTestApp({ DATABASE_WAIT_MS: '8000' }, { databaseUrl: network.url });
  staff = await t.signInAs(['admin', 'moderation'], 8);
});
afterAll(async () => {
  await t?.close();
  await network?.close();
});

const appDatabase = () => (t.config.database as { url: string }).url;

/** Cuts every connection to the app's database but `spared` (a backend pid) and this one's. */
async function cutEveryConnection(spared = 0): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid not in (pg_backend_pid(), $2)',
      [new URL(appDatabase()).pathname.slice(1), spared],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** Waits until `count` of the app's backends match `where` in pg_stat_activity. */
async function seen(where: string, count = 1): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await vi.waitFor(
      async () => {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and ${where}`,
          [new URL(appDatabase()).pathname.slice(1)],
        );
        expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(count);
      },
      { timeout: 5000, interval: 20 },
    );
  } finally {
    await admin.end();
  }
}

const list = () => t.call('admin/moderation/list', { pageNumber: 0, pageSize: 20 }, staff);

describe('a database connection cut', () => {
  it('fails no call when every connection is terminated, and real time hears again within 5 s', async () => {
    expect((await list()).status).toBe(200);
    const { database, db, realtime } = t.app.context;
    await vi.waitFor(() => expect(realtime.caughtUp).toBe(true));

    // connections checked out of the pool, which pg-pool leaves without an error listener
    const transaction = db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(5)`);
      })
      .then(
        () => null,
        (err: Error) => err,
      );
    const release = await holdStartLock(database.pool!);
    await seen("query like 'select pg_sleep%'"); // the transaction's statement is running

    expect(await cutEveryConnection()).toBeGreaterThanOrEqual(3);
    const cutAt = Date.now();
    expect(await transaction).toBeInstanceOf(Error);
    await release(); // on a dead connection: must not throw either

    // calls right after the cut, some on connections the pool has not yet seen die: every one works
    const during = await Promise.all(Array.from({ length: 8 }, () => fetchAnswer()));
    expect(during.map((a) => a.status)).toEqual(Array(8).fill(200));

    await vi.waitFor(async () => expect((await list()).status).toBe(200), { timeout: 5_000, interval: 100 });
    await vi.waitFor(() => expect(realtime.caughtUp).toBe(true), { timeout: 5_000, interval: 100 });
    await vi.waitFor(async () => expect((await fetch(`${t.url}/readyz`)).status).toBe(200), {
      timeout: 5_000,
      interval: 100,
    });
    expect(Date.now() - cutAt).toBeLessThan(5_000);
  });

  it('runs a call whose connection is cut while it runs again, and it answers 200', async () => {
    // the call waits on a lock held here, so it is running on its connection when that is cut
    const locker = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, new URL(appDatabase()).pathname) });
    await locker.connect();
    try {
      await locker.query('begin; lock table story_tasks in access exclusive mode');
      const pid = ((await locker.query('select pg_backend_pid() as pid')).rows[0] as { pid: number }).pid;
      const answers = Promise.all([fetchAnswer(), fetchAnswer()]);
      await seen("wait_event_type = 'Lock'", 2); // both calls wait on the locked table
      await cutEveryConnection(pid);
      await locker.query('rollback');
      expect((await answers).map((a) => a.status)).toEqual([200, 200]);
    } finally {
      await locker.end();
    }
  });
});

describe('a 5 s network cut between the app and PostgreSQL', () => {
  it('fails no call made during it, keeps sockets open, and logs it in two lines', async () => {
    const parent = await t.register('blip-parent@example.com');
    const room = (await t.call('chat/create/support', {}, parent.token)).body.uid;
    const socket = openSocket(t.url, { token: parent.token, last: null });
    let socketClosed = false;
    void socket.closed.then(() => (socketClosed = true));
    await socket.next((m) => m.type === 'ready');
    const sent: string[] = [];
    const send = async (text: string) => {
      const events = [{ uid: text, type: 'message', data: { type: 'message' as const, text } }];
      const answer = await t.call('chat/send', { roomid: room, events }, parent.token);
      if (answer.status === 200) sent.push(text);
      return answer.status;
    };
    expect(await send('before the cut')).toBe(200);
    const warnings = vi.spyOn(console, 'warn');
    const errors = vi.spyOn(console, 'error');

    // a call every 100 ms while the network is cut: a chat send, a parent's read, a staff list in turn
    const cut = network.cut(5_000);
    const calls: Promise<number>[] = [];
    for (let i = 0; i < 48; i++) {
      const kind = i % 3;
      calls.push(
        kind === 0
          ? send(`during the cut ${i}`)
          : kind === 1
            ? t.call('notifications/list', { pageNumber: 0, pageSize: 5 }, parent.token).then((a) => a.status)
            : fetchAnswer().then((a) => a.status),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cut;
    const statuses = await Promise.all(calls);
    expect(await send('after the cut')).toBe(200);
    const lines = warnings.mock.calls.map((args) => String(args[0]));
    const errorLines = errors.mock.calls.length;
    warnings.mockRestore();
    errors.mockRestore();

    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(sent).toHaveLength(18);
    // the socket stayed open and every message sent reached it
    for (const text of sent)
      await socket.next((m) => isEvent('chatEvent')(m) && JSON.stringify(m).includes(`"${text}"`));
    expect(socketClosed).toBe(false);
    socket.close();
    // one line when it began, one with its length when it ended, nothing else
    expect(lines).toEqual([
      expect.stringMatching(/^Database unreachable/),
      expect.stringMatching(/^Database answers again after [4-9]\.\d s$/),
    ]);
    expect(errorLines).toBe(0);
  });

  it('answers 503 with Retry-After when the database stays away longer than DATABASE_WAIT_MS', async () => {
    const cut = network.cut(9_500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const answer = await fetchAnswer();
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
    expect(answer).toMatchObject({ status: 503, retryAfter: '2', body: { status: 503, key: 'errors.unavailable' } });
    await cut;
    await vi.waitFor(async () => expect((await list()).status).toBe(200), { timeout: 5_000, interval: 100 });
  }, 20_000);
});

async function fetchAnswer() {
  const res = await fetch(`${t.url}/api/admin/moderation/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
    body: JSON.stringify({ pageNumber: 0, pageSize: 20 }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown };
}
