/** /healthz and /readyz over HTTP: alive, ready, and not ready for each reason a proxy must know. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function get(path: string) {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as unknown };
}

describe('health', () => {
  it('/healthz answers 200 while the process runs', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
  });

  it('/readyz answers 200 when the database answers and holds every migration', async () => {
    expect(await get('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', database: 'ok' },
    });
  });

  it('/readyz answers 503 while the newest migration is missing', async () => {
    const db = t.app.context.db;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at = ${newest}`,
    );
    try {
      expect(await get('/readyz')).toMatchObject({
        status: 503,
        body: { status: 'not ready', database: 'migrations not applied' },
      });
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at < 0`);
    }
    expect((await get('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 "draining" once the process drains, and /healthz still 200', async () => {
    t.app.drain();
    expect(await get('/readyz')).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect((await get('/healthz')).status).toBe(200);
  });
});
