/**
 * The embedded database's own failures answer like PostgreSQL's (database-faults.test.ts): 503
 * errors.unavailable with Retry-After, never a 500, and /readyz says not ready. On PGlite in both runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({}, { databaseUrl: '' });
  token = (await t.register('pglite-fault@example.com')).token;
});
afterAll(() => t?.close().catch(() => {}));

describe('PGlite failing under a running server', () => {
  it('answers 503 with Retry-After once the embedded database is gone', async () => {
    expect(t.app.context.database.kind).toBe('pglite');
    expect((await t.call('notifications/list', { pageNumber: 0, pageSize: 5 }, token)).status).toBe(200);
    await t.app.context.database.pglite!.close();
    const res = await fetch(`${t.url}/api/notifications/list`, {
      method: 'POST',
      body: JSON.stringify({ pageNumber: 0, pageSize: 5 }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(((await res.json()) as { key: string }).key).toBe('errors.unavailable');
    expect((await fetch(`${t.url}/readyz`)).status).toBe(503);
  });
});
