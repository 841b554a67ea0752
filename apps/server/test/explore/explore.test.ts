/** Explore over HTTP (issue 14 points 1 and 12): full-text search in en and ru, the licence, the history, Get story. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories, users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

const ageOn = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

async function publishedDaysAgo(uid: string, days: number) {
  await t.app.context.db
    .update(stories)
    .set({ publishedAt: new Date(Date.now() - days * DAY) })
    .where(eq(stories.uid, uid));
}

async function user(email: string, locale: 'en' | 'ru', age = 4) {
  const { token, id } = await t.register(email);
  await t.call('user/info/commonEdit', { info: { locale, bday: ageOn(age) } }, token);
  return { token, id };
}

const titles = (body: { stories: { title: string }[] }) => body.stories.map((s) => s.title).sort();

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('explore search', () => {
  let hedgehog: string;
  let kite: string;
  let oldKite: string;
  beforeAll(async () => {
    hedgehog = await t.publishedStory({
      locale: 'ru',
      title: 'Ёжик и осень',
      texts: ['Ёжик нашёл в лесу большие красные яблоки.', 'Он отнёс их друзьям.'],
    });
    kite = await t.publishedStory({ locale: 'en', title: 'The fox and the kite' });
    oldKite = await t.publishedStory({
      locale: 'en',
      title: 'Kites over the harbour',
      texts: ['Children were flying kites by the sea.', 'The wind carried them high.'],
    });
    await publishedDaysAgo(oldKite, 30);
    await t
      .publishedStory({ locale: 'en', title: 'A secret draft about kites' })
      .then((uid) => t.app.context.db.update(stories).set({ status: 'draft' }).where(eq(stories.uid, uid)));
  });

  it('finds a Russian story by another form of a word in its text, and only in the user’s language', async () => {
    const { token } = await user('ru-reader@example.com', 'ru');
    const res = await t.call('explore/search', { query: 'яблоко' }, token);
    expect(res.status).toBe(200);
    expect(res.body.stories.map((s: { uid: string }) => s.uid)).toEqual([hedgehog]);
    // each hit names the age it is told for: the same news told for three ages is three labelled cards
    expect(res.body.stories[0]).toMatchObject({ uid: hedgehog, locale: 'ru', ageCluster: '4to5' });
    // "ежики" is the plural of the title's word; English stories stay out of a Russian reader's search
    expect(titles((await t.call('explore/search', { query: 'ёжики' }, token)).body)).toEqual(['Ёжик и осень']);
    expect((await t.call('explore/search', { query: 'kite' }, token)).body.stories).toEqual([]);
  });

  it('stems English too, and a light licence covers only the last 7 days', async () => {
    const { token, id } = await user('en-reader@example.com', 'en');
    // light licence (no plan): the month-old story is not offered, drafts never are
    expect(titles((await t.call('explore/search', { query: 'flying kites' }, token)).body)).toEqual([]);
    expect(
      (await t.call('explore/search', { query: 'kites' }, token)).body.stories.map((s: { uid: string }) => s.uid),
    ).toEqual([kite]);
    // a full licence (staff here) finds the older story as well
    await t.app.context.db
      .update(users)
      .set({ features: sql`array['moderation']` })
      .where(eq(users.id, id));
    expect(titles((await t.call('explore/search', { query: 'kites' }, token)).body)).toEqual([
      'Kites over the harbour',
      'The fox and the kite',
    ]);
  });

  it('refuses a blank query naming the field, and visitors', async () => {
    const { token } = await user('blank@example.com', 'en');
    const res = await t.call('explore/search', { query: '   ' }, token);
    expect(res.status).toBe(422);
    expect(res.problem.errors?.[0]?.field).toBe('query');
    expect((await t.call('explore/search', { query: 'kite' })).status).toBe(401);
  });
});

describe('activity history', () => {
  it('keeps the newest 300 items, moves a repeated one to the top, and clears by type or all', async () => {
    const { token } = await user('history@example.com', 'en');
    const other = await user('history-other@example.com', 'en');
    await t.call('explore/history/add', { type: 'story', key: 'elsewhere', data: { title: 'x' } }, other.token);
    for (let i = 0; i < 302; i++) {
      const res = await t.call(
        'explore/history/add',
        { type: i % 2 ? 'story' : 'search', key: `k${i}`, data: { i } },
        token,
      );
      expect(res.status).toBe(200);
    }
    let items = (await t.call('explore/history/list', {}, token)).body.items;
    expect(items).toHaveLength(300);
    expect(items[0]).toMatchObject({ type: 'story', key: 'k301', data: { i: 301 }, index: 0 });
    expect(items.at(-1)!.key).toBe('k2');
    // the same type and key again moves to the top with its new data
    await t.call('explore/history/add', { type: 'search', key: 'k2', data: { i: 'again' } }, token);
    items = (await t.call('explore/history/list', {}, token)).body.items;
    expect(items).toHaveLength(300);
    expect(items[0]).toMatchObject({ key: 'k2', data: { i: 'again' } });

    await t.call('explore/history/clear', { type: 'search' }, token);
    items = (await t.call('explore/history/list', {}, token)).body.items;
    expect(items).toHaveLength(150);
    expect(new Set(items.map((i: { type: string }) => i.type))).toEqual(new Set(['story']));
    await t.call('explore/history/clear', {}, token);
    expect((await t.call('explore/history/list', {}, token)).body.items).toEqual([]);
    expect((await t.call('explore/history/list', {}, other.token)).body.items).toHaveLength(1);
  });

  it('requires type, key and data', async () => {
    const { token } = await user('history-bad@example.com', 'en');
    for (const [input, field] of [
      [{ key: 'a', data: {} }, 'type'],
      [{ type: 'story', key: '', data: {} }, 'key'],
      [{ type: 'story', key: 'a' }, 'data'],
    ] as const) {
      const res = await t.callUnchecked('explore/history/add', input, token);
      expect(res.status).toBe(422);
      expect(res.problem.errors?.[0]?.field).toBe(field);
    }
  });
});

describe('get story', () => {
  it('gives a new story for the choice, the feed one not yet heard on day one, never one watched, else the reason', async () => {
    const feedEn = await t.publishedStory({ locale: 'en', ageCluster: '6to7', title: 'Feed story' });
    const ruNew = await t.publishedStory({ locale: 'ru', ageCluster: '6to7', title: 'Новая история' });
    const { token } = await user('getter@example.com', 'en', 6);

    // own language on day one: nothing beyond the feed, so today's story in the feed, not heard yet (issue 32)
    const own = await t.call('tidings/story/sendany', { age: 6, topic: 'news', locale: 'en' }, token);
    expect(own.body).toEqual({ story: feedEn, task: null, reason: null });
    // once heard, nothing is new in English: the reason
    await t.call('tidings/story/view', { uid: feedEn }, token);
    expect((await t.call('tidings/story/sendany', { age: 6, topic: 'news', locale: 'en' }, token)).body).toEqual({
      story: null,
      task: null,
      reason: 'noNewStory',
    });

    // any language: the Russian story is new to this reader
    expect((await t.call('tidings/story/sendany', { age: 6, topic: 'news' }, token)).body).toEqual({
      story: ruNew,
      task: null,
      reason: null,
    });
    // once watched it is not new any more
    await t.call('tidings/story/view', { uid: ruNew }, token);
    expect((await t.call('tidings/story/sendany', { age: 6, topic: 'news', locale: 'ru' }, token)).body).toEqual({
      story: null,
      task: null,
      reason: 'noNewStory',
    });
  });
});

describe('menu features (decision 028)', () => {
  it('gives a new ordinary account feature news and a new partner none of it', async () => {
    const { token } = await t.register('menu@example.com');
    expect((await t.call('user/info/get', {}, token)).body.features).toEqual(['news']);
    const partner = await t.register('menu-partner@example.com', 'secret-password', 4);
    expect((await t.call('user/info/get', {}, partner.token)).body.features).not.toContain('news');
  });
});
