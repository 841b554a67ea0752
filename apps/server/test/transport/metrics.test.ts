/** /metrics over HTTP: Prometheus text with calls, pool and listeners; loopback or the token only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: 'scrape-me' });
});
afterAll(() => t.close());

const metrics = (headers: Record<string, string> = {}) =>
  fetch(`${t.url}/metrics`, { headers }).then(async (res) => ({
    status: res.status,
    type: res.headers.get('content-type'),
    text: await res.text(),
  }));

describe('/metrics', () => {
  it('counts each call by route and status, with its latency, the pool and the listeners', async () => {
    expect((await t.call('app/info', {})).status).toBe(200);
    expect((await t.call('app/info', {})).status).toBe(200);
    expect((await t.call('admin/moderation/list', { pageNumber: 0, pageSize: 20 })).status).toBe(401);
    expect((await fetch(`${t.url}/api/no/such/call`, { method: 'POST' })).status).toBe(404);
    const out = await metrics();
    // an address no route has is counted under one label, never under its own (a bounded set of labels)
    expect(out.text).toContain('tt_calls_total{call="(unmatched)",status="404"} 1');
    expect(out.text).not.toContain('no/such/call');
    expect(out.status).toBe(200);
    expect(out.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(out.text).toContain('tt_calls_total{call="/api/app/info",status="200"} 2');
    expect(out.text).toContain('tt_calls_total{call="/api/admin/moderation/list",status="401"} 1');
    expect(out.text).toContain('tt_call_duration_seconds_count{call="/api/app/info"} 2');
    expect(out.text).toMatch(/tt_call_duration_seconds_bucket\{le="0\.25",call="\/api\/app\/info"\} \d/);
    expect(out.text).toMatch(/^tt_realtime_sockets 0$/m);
    expect(out.text).toMatch(/^tt_sync_held 0$/m);
    expect(out.text).toMatch(/^process_cpu_user_seconds_total /m);
    if (t.config.database.kind === 'postgres') {
      expect(out.text).toMatch(/^tt_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(out.text).toMatch(/^tt_db_pool_waiting 0$/m);
    }
  });

  it('is a 404 through a proxy or from afar, unless the token is given', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.7' };
    expect((await metrics(proxied)).status).toBe(404);
    expect((await metrics({ ...proxied, authorization: 'Bearer wrong' })).status).toBe(404);
    const withToken = await metrics({ ...proxied, authorization: 'Bearer scrape-me' });
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain('tt_calls_total');
  });
});
