/**
 * Values that are valid JSON and fit a call's schema but that no column can hold: a NUL
 * character in a string, a number past the integer range. Each reached PostgreSQL and came
 * back as a 500 before; now each is a 422 naming the field, and the data stays as it was. And a
 * failed statement leaves no personal value in the log (issue 35 §4).
 */
import { sql } from 'drizzle-orm';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema.js';
import { installErrorHandler } from '../../src/plugins/problem.js';
import { registerRequestLog } from '../../src/plugins/request-log.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.register('storable@example.com')).token;
});
afterAll(() => t.close());

const NUL = 'story\u0000uid';
const HUGE = 2 ** 40;

describe('values no column can hold', () => {
  it.each([
    ['tidings/story/views/get', { uids: [NUL] }, 'uids.0', false],
    ['tidings/story/get', { uid: NUL }, 'uid', true],
    ['tidings/story/reaction', { uid: NUL, value: 5 }, 'uid', true],
    ['userdata/PublicSettings/create', { Info: { url: `http://x/stories/${NUL}` } }, 'Info.url', false],
    ['res/files', { id: NUL, size: 'small' }, 'id', false],
    ['chat/read', { ids: [NUL] }, 'ids.0', true],
    ['chat/events/get', { roomid: 'bot', from: HUGE }, 'from', true],
    ['notifications/read', { ids: [HUGE] }, 'ids.0', true],
    ['notifications/hide', { id: HUGE }, 'id', true],
  ] as const)('%s answers 422 naming the field', async (path, input, field, signedIn) => {
    const res = await t.callUnchecked(path, input, signedIn ? token : undefined);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.problem.errors?.map((e) => e.field)).toContain(field);
  });

  it('says what is wrong and how to fix it', async () => {
    const res = await t.call('chat/read', { ids: [NUL] }, token);
    expect(res.problem.errors?.[0]?.message).toBe('ids.0 contains a NUL character (\\u0000); remove it');
    const range = await t.call('notifications/hide', { id: HUGE }, token);
    expect(range.problem.errors?.[0]?.message).toBe('id must be between -2147483647 and 2147483647');
  });

  it('still accepts ordinary values after refusing these', async () => {
    const res = await t.call(
      'notifications/list',
      { pageNumber: 0, pageSize: 10, includeOnlyUnreadFilter: false },
      token,
    );
    expect(res.status).toBe(200);
  });
});

describe('what a failed statement leaves in the log', () => {
  const NAME = 'Mashenka Petrova';
  const BDAY = '2021-04-12';
  const EMAIL = 'storable@example.com';

  it('the statement and its SQLSTATE; never its values, the query string or the body', async () => {
    const lines: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => void lines.push(args.join(' ')));
    // logged as app.ts logs: no line per request, the request log's lines, the error handler's
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    installErrorHandler(app, null);
    registerRequestLog(app, { slowMs: 60_000, sampleEvery: 0 });
    const db = t.app.context.db;
    app.post('/child', async (request) => {
      const { name, bday } = request.body as { name: string; bday: string };
      // a name where a number goes: the database refuses it and its message quotes the value
      await db.execute(sql`select ${name}::int as age, ${bday}::date as bday`).catch((err: Error) => {
        console.warn(`Could not save the child: ${err.message}`);
        throw err;
      });
    });
    // an address that is taken: the database's detail quotes the key
    app.post('/parent', async () => db.insert(users).values({ email: EMAIL }));
    try {
      const body = { name: NAME, bday: BDAY };
      const query = `?email=${encodeURIComponent(EMAIL)}&name=${encodeURIComponent(NAME)}`;
      expect((await app.inject({ method: 'POST', url: `/child${query}`, payload: body })).statusCode).toBe(422);
      expect((await app.inject({ method: 'POST', url: `/parent${query}`, payload: body })).statusCode).toBe(500);
    } finally {
      warn.mockRestore();
      await app.close();
    }
    const log = lines.join('\n');
    for (const value of [NAME, 'Mashenka', BDAY, EMAIL, 'storable@', encodeURIComponent(EMAIL)])
      expect(log).not.toContain(value);
    expect(log).toContain('22P02'); // what an operator needs: the SQLSTATE, the statement, the constraint
    expect(log).toContain('select $1::int as age');
    expect(log).toContain('users_email_unique');
    expect(log).toContain('/parent');
  });
});
