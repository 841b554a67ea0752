import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList, REALTIME_PATH, routeList } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let staffToken: string;
let userToken: string;
beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT_BYTES: '20000' });
  staffToken = await t.signInAs(['moderation'], 8);
  userToken = (await t.register('plain@example.com')).token;
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('transport', () => {
  it('answers 404 problem details for an unknown path', async () => {
    const res = await t.post('/api/no/such/call', '{}', json);
    expect(res.status).toBe(404);
    expect(res.problem).toMatchObject({ status: 404, code: 404 });
  });

  it('limits the body size with 413', async () => {
    const res = await t.post('/api/user/signinv2', JSON.stringify({ login: 'x'.repeat(30_000), password: 'y' }), json);
    expect(res.status).toBe(413);
  });

  it('answers 400 for broken JSON and 4xx for a wrong content type', async () => {
    expect((await t.post('/api/app/info', '{"a":', json)).status).toBe(400);
    const wrongType = await t.post('/api/user/signinv2', 'login=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(wrongType.status).toBe(415);
  });

  it('enforces access rules from the contract: 403 without the feature', async () => {
    const res = await t.call('admin/moderation/list', { pageNumber: 0, pageSize: 20 }, userToken);
    expect(res.status).toBe(403);
    expect(res.problem.code).toBe(403);
  });

  it('checks access before anything else, and every call of the contract is built (none answers 501)', async () => {
    const res = await t.call('team/partner/verify', { userid: 1 }, staffToken).catch(() => null);
    // moderation staff lack the team feature: 403 comes before the handler
    expect(res?.status).toBe(403);
    const unbuilt = callList.map((call) => call.path).filter((path) => !(path in t.app.handlers));
    expect(unbuilt).toEqual([]);
  });

  it('serves an OpenAPI document with every contract call, and a docs page', async () => {
    const doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
    for (const call of callList) {
      const key = call.method === 'GET' ? `/api/${call.path}/{id}` : `/api/${call.path}`;
      expect(doc.paths[key], call.path).toBeDefined();
    }
    const docs = await fetch(`${t.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('Tiny Tidings API');
  });

  it('lists every route the server answers under /api in the OpenAPI document, and nothing it does not answer', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = t.app.routes
      .filter(({ url, method }) => url.startsWith('/api/') && method !== 'HEAD')
      .filter(({ url }) => url !== '/api/openapi.json' && url !== '/api/docs')
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    expect(new Set(registered).size).toBeGreaterThan(callList.length);
    expect([...new Set(registered)].sort()).toEqual([...new Set(documented)].sort());
    // the routes that are not JSON calls, the account's zip among them
    for (const route of routeList)
      expect(documented).toContain(`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented).toContain('GET /api/userdata/account/export');
  });

  it('asks a plain request to the socket route for the upgrade, after the credentials', async () => {
    expect((await fetch(`${t.url}${REALTIME_PATH}`)).status).toBe(401);
    const plain = await fetch(`${t.url}${REALTIME_PATH}`, { headers: { authorization: `Bearer ${userToken}` } });
    expect(plain.status).toBe(426);
    expect(((await plain.json()) as { title: string }).title).toMatch(/WebSocket/);
  });

  it('rate limits sign-in per login with a 429 problem', async () => {
    const limited = await (
      await import('../helpers/app.js')
    ).startTestApp({ RATE_LIMIT_PER_LOGIN: '3', RATE_LIMIT_PER_IP: '100' });
    try {
      const attempt = () => limited.call('user/signinv2', { login: 'target@example.com', password: 'a'.repeat(64) });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const other = await limited.call('user/signinv2', { login: 'other@example.com', password: 'a'.repeat(64) });
      expect(other.status).toBe(401);
      const res = await attempt();
      expect(res.problem).toMatchObject({
        status: 429,
        code: 429,
        title: 'Too many attempts. Please wait a minute and try again.',
      });
    } finally {
      await limited.close();
    }
  });
});
