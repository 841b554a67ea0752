/**
 * Every declared call, including those later issues build, gets malformed payloads and must
 * answer a 4xx problem, never a 5xx. New calls in the contract are covered without new code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList, type CallDef } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signInAs(['admin', 'team', 'moderation', 'promo', 'promounmoderated', 'chats', 'news'], 8);
});
afterAll(() => t.close());

const huge = 'x'.repeat(200_000);
const malformed: [string, string | undefined, Record<string, string>][] = [
  ['array body', '[1,2,3]', { 'content-type': 'application/json' }],
  ['string body', '"hello"', { 'content-type': 'application/json' }],
  ['number body', '42', { 'content-type': 'application/json' }],
  [
    'null fields',
    JSON.stringify({ uid: null, login: null, id: null, roomid: null, events: null, info: null, code: null }),
    { 'content-type': 'application/json' },
  ],
  [
    'wrong types',
    JSON.stringify({
      uid: 5,
      login: 7,
      id: 'one',
      roomid: [],
      events: 'e',
      info: 'i',
      code: 1,
      pageNumber: 'x',
      hash: {},
      type: 'x',
    }),
    { 'content-type': 'application/json' },
  ],
  [
    'huge strings',
    JSON.stringify({ uid: huge, login: huge, hash: huge, code: huge, searchStrFilter: huge, idToken: huge }),
    { 'content-type': 'application/json' },
  ],
  ['deep nesting', '{"a":'.repeat(2000) + '1' + '}'.repeat(2000), { 'content-type': 'application/json' }],
  ['broken json', '{"uid": ', { 'content-type': 'application/json' }],
  ['wrong content type', 'uid=1', { 'content-type': 'text/plain' }],
  ['form content type', 'uid=1', { 'content-type': 'application/x-www-form-urlencoded' }],
  [
    'NUL characters and numbers past int32',
    JSON.stringify({
      uid: 'a\u0000',
      uids: ['\u0000'],
      ids: [2 ** 40],
      id: 2 ** 40,
      roomid: '\u0000',
      from: 2 ** 40,
      login: '\u0000@x.io',
      code: '\u0000',
      Info: { url: '\u0000' },
      date: '\u0000',
    }),
    { 'content-type': 'application/json' },
  ],
  [
    'negative numbers',
    JSON.stringify({ id: -1, pageNumber: -5, pageSize: -1, count: -3, planid: -1, period: -31, userid: -2 }),
    { 'content-type': 'application/json' },
  ],
];

function send(call: CallDef, body: string | undefined, headers: Record<string, string>, withToken: boolean) {
  const auth: Record<string, string> = withToken ? { authorization: `Bearer ${token}` } : {};
  if (call.method === 'GET')
    return fetch(`${t.url}/api/${call.path}/${encodeURIComponent('%%bad\u0000id')}`, { headers: auth });
  return fetch(`${t.url}/api/${call.path}`, { method: 'POST', body, headers: { ...headers, ...auth } });
}

describe('contract-wide robustness', () => {
  it.each(callList.map((c) => [c.path, c] as const))(
    '%s answers 4xx problems to malformed input',
    async (_path, call) => {
      for (const withToken of [true, false]) {
        for (const [name, body, headers] of malformed) {
          const res = await send(call, body, headers, withToken);
          const text = await res.text();
          expect(res.status, `${name} (token: ${withToken}) → ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${name} (token: ${withToken}) → ${text.slice(0, 200)}`).toBeLessThan(500);
          expect(res.headers.get('content-type')).toContain('application/problem+json');
          expect(JSON.parse(text).code).toBeTypeOf('number');
        }
      }
    },
  );

  it('answers 401 with code 511 to a signed-in call sent without credentials', async () => {
    for (const call of callList.filter((c) => c.access.kind === 'user' && c.method === 'POST')) {
      const res = await fetch(`${t.url}/api/${call.path}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, call.path).toBe(401);
      expect((await res.json()).code).toBe(511);
    }
  });
});

describe('strict inputs (decision 001)', () => {
  it.each(callList.map((c) => [c.path, c] as const))('%s refuses an unknown top-level key by name', (_path, call) => {
    const result = call.input.safeParse({ surpriseKey: 1 });
    expect(result.success).toBe(false);
    const unknown = result.error!.issues.find((i) => i.code === 'unrecognized_keys');
    expect(unknown && 'keys' in unknown ? unknown.keys : []).toContain('surpriseKey');
  });
});
