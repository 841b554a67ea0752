/**
 * Values that are valid JSON and fit a call's schema but that no column can hold: a NUL
 * character in a string, a number past the integer range. Each reached PostgreSQL and came
 * back as a 500 before; now each is a 422 naming the field, and the data stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const res = await t.call(path, input, signedIn ? token : undefined);
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
