/** Decision 008: without an active plan a user has a LIGHT_MODE licence that plays only recent stories. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LICENCE } from '@tt/contract';
import { stories } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let news: string;
let about: string;
let reader: { token: string; id: number };

const publishedDaysAgo = (uid: string, days: number) =>
  t.app.context.db
    .update(stories)
    .set({ publishedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(stories.uid, uid));

beforeAll(async () => {
  t = await startTestApp();
  news = await t.publishedStory({ topic: 'news' });
  about = await t.publishedStory({ topic: 'aboutStory' });
  reader = await t.register('light@example.com');
});
afterAll(() => t.close());

describe('licence without an active plan (LIGHT_MODE)', () => {
  it('is a light licence for an ordinary user', async () => {
    const licence = await t.app.context.modules.licence.userLicence({ id: reader.id, type: 0, features: [] });
    expect(licence.Permissions).toEqual([{ code: LICENCE.lightModeCode }]);
  });

  it('plays a story published within the last 7 days', async () => {
    await publishedDaysAgo(news, 6);
    const res = await t.call('tidings/story/get', { uid: news }, reader.token);
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(news);
  });

  it('refuses an older story with the licence error', async () => {
    await publishedDaysAgo(news, 8);
    const res = await t.call('tidings/story/get', { uid: news }, reader.token);
    expect(res.status).toBe(403);
    expect(res.problem).toMatchObject({
      code: 603,
      key: 'errors.licence',
      title: 'This story is not included in your plan. Choose a full plan to watch it.',
    });
  });

  it('still plays an old story about Tiny Tidings, and an old story opened through its share link', async () => {
    await publishedDaysAgo(news, 2);
    const share = await t.call('userdata/PublicSettings/create', { Info: { url: `/stories/${news}` } }, reader.token);
    expect(share.status).toBe(200);
    await publishedDaysAgo(news, 30);
    await publishedDaysAgo(about, 30);
    expect((await t.call('tidings/story/get', { uid: about }, reader.token)).status).toBe(200);
    expect((await t.call('tidings/story/get', { uid: news, share: share.body.id }, reader.token)).status).toBe(200);
    const elsewhere = await t.call('userdata/PublicSettings/create', { Info: { url: `/stories/${about}` } });
    expect((await t.call('tidings/story/get', { uid: news, share: elsewhere.body.id }, reader.token)).status).toBe(403);
  });

  it('lets nobody share a story their own access does not cover', async () => {
    await publishedDaysAgo(news, 30);
    const byReader = await t.call(
      'userdata/PublicSettings/create',
      { Info: { url: `/stories/${news}?muted=1` } },
      reader.token,
    );
    expect(byReader.status).toBe(403);
    expect(byReader.problem).toMatchObject({ code: 603, key: 'errors.licence' });
    const byVisitor = await t.call('userdata/PublicSettings/create', { Info: { url: `${t.url}/stories/${news}` } });
    expect(byVisitor.status).toBe(403);
    expect(byVisitor.problem).toMatchObject({ code: 603, key: 'errors.licence' });
    await publishedDaysAgo(news, 1);
    expect((await t.call('userdata/PublicSettings/create', { Info: { url: `/stories/${news}` } })).status).toBe(403);
    expect(
      (await t.call('userdata/PublicSettings/create', { Info: { url: '/stories/no-such-story' } }, reader.token))
        .status,
    ).toBe(404);
    // links that are not a story open nothing, so anyone may store them
    expect((await t.call('userdata/PublicSettings/create', { Info: { url: '/about' } })).status).toBe(200);
  });
});

describe('full licence for staff', () => {
  it.each(['admin', 'team', 'moderation'] as const)(
    'lets a user with feature %s play any published story',
    async (feature) => {
      const token = await t.signInAs([feature], 8);
      await publishedDaysAgo(news, 30);
      expect((await t.call('tidings/story/get', { uid: news }, token)).status).toBe(200);
      expect(
        (await t.call('userdata/PublicSettings/create', { Info: { url: `/stories/${news}` } }, token)).status,
      ).toBe(200);
      const { id } = (await t.call('user/info/get', {}, token)).body.info as { id: number };
      expect(
        (await t.app.context.modules.licence.userLicence({ id, type: 8, features: [feature] })).Permissions,
      ).toEqual([]);
    },
  );
});
