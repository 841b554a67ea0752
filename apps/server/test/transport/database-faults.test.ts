/**
 * A database fault never takes the process down (PostgreSQL only): every connection of the app —
 * idle ones, one held by a transaction, the start lock's, the real-time LISTEN — is cut with
 * pg_terminate_backend. The calls that hit a dead connection answer 503 with Retry-After, and within
 * 5 s calls succeed again and real time hears NOTIFY again, with no restart.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdStartLock } from '../../src/db/start-lock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/** PostgreSQL's faults, so always on PostgreSQL (CI starts it on 127.0.0.1:5432 for both runs). */
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startTestApp({}, { databaseUrl: url });
  staff = await t.signInAs(['admin', 'moderation'], 8);
});
afterAll(() => t?.close());

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
  it('fails the calls on dead connections with 503 and Retry-After, and the app recovers within 5 s', async () => {
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

    // calls right after the cut: each either works or is a clean 503 with Retry-After, never a 500
    const during = await Promise.all(Array.from({ length: 8 }, () => fetchAnswer()));
    for (const answer of during) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.retryAfter).toBe('2');
        expect(answer.body).toMatchObject({ status: 503, key: 'errors.unavailable' });
      }
    }

    await vi.waitFor(async () => expect((await list()).status).toBe(200), { timeout: 5_000, interval: 100 });
    await vi.waitFor(() => expect(realtime.caughtUp).toBe(true), { timeout: 5_000, interval: 100 });
    await vi.waitFor(async () => expect((await fetch(`${t.url}/readyz`)).status).toBe(200), {
      timeout: 5_000,
      interval: 100,
    });
    expect(Date.now() - cutAt).toBeLessThan(5_000);
  });

  it('answers a call whose connection is cut while it runs with 503 and Retry-After', async () => {
    // the call waits on a lock held here, so it is running on its connection when that is cut
    const locker = new pg.Client({ connectionString: appDatabase() });
    await locker.connect();
    try {
      await locker.query('begin; lock table story_tasks in access exclusive mode');
      const pid = ((await locker.query('select pg_backend_pid() as pid')).rows[0] as { pid: number }).pid;
      const answers = Promise.all([fetchAnswer(), fetchAnswer()]);
      await seen("wait_event_type = 'Lock'", 2); // both calls wait on the locked table
      await cutEveryConnection(pid);
      for (const answer of await answers) {
        expect(answer).toMatchObject({
          status: 503,
          retryAfter: '2',
          body: { status: 503, code: 503, key: 'errors.unavailable' },
        });
      }
    } finally {
      await locker.end();
    }
    await vi.waitFor(async () => expect((await list()).status).toBe(200), { timeout: 5_000, interval: 100 });
  });
});

async function fetchAnswer() {
  const res = await fetch(`${t.url}/api/admin/moderation/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
    body: JSON.stringify({ pageNumber: 0, pageSize: 20 }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown };
}
