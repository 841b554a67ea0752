import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSettings } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let news: string;
let about: string;
beforeAll(async () => {
  t = await startTestApp();
  news = await t.publishedStory({ topic: 'news', locale: 'en', ageCluster: 'upto3' });
  about = await t.publishedStory({ topic: 'aboutStory', locale: 'en', ageCluster: '4to5' });
});
afterAll(() => t.close());

describe('story library', () => {
  it('lets visitors play stories about Tiny Tidings only', async () => {
    expect((await t.call('tidings/story/get', { uid: about })).body.topic).toBe('aboutStory');
    const res = await t.call('tidings/story/get', { uid: news });
    expect(res.status).toBe(401);
    const { token } = await t.register('reader@example.com');
    expect((await t.call('tidings/story/get', { uid: news }, token)).body.uid).toBe(news);
  });

  it('counts views once per user and story, and lists mine', async () => {
    const { token } = await t.register('viewer@example.com');
    for (let i = 0; i < 20; i++) await t.call('tidings/story/view', { uid: news }, token);
    expect((await t.call('tidings/story/views/get', { uids: [news] })).body).toEqual([{ uid: news, views: 1 }]);
    const other = await t.register('second-viewer@example.com');
    await t.call('tidings/story/view', { uid: news }, other.token);
    const counts = await t.call('tidings/story/views/get', { uids: [news, about, 'nope'] });
    expect(counts.body).toEqual([
      { uid: news, views: 2 },
      { uid: about, views: 0 },
      { uid: 'nope', views: 0 },
    ]);
    expect((await t.call('tidings/story/views/getmy', {}, token)).body.map((v: { uid: string }) => v.uid)).toEqual([
      news,
    ]);
    expect((await t.call('tidings/story/view', { uid: 'no-such-story' }, token)).status).toBe(404);
  });

  it('sets a like once and keeps it; another user sees nothing', async () => {
    const { token } = await t.register('liker@example.com');
    expect((await t.call('tidings/story/reactions/get', { uids: [news] }, token)).body).toEqual([]);
    await t.call('tidings/story/reaction', { uid: news, value: 5 }, token);
    await t.call('tidings/story/reaction', { uid: news, value: 5 }, token);
    const mine = await t.call('tidings/story/reactions/get', { uids: [news] }, token);
    expect(mine.body).toEqual([expect.objectContaining({ uid: news, value: 5 })]);
    const other = (await t.register('other@example.com')).token;
    expect((await t.call('tidings/story/reactions/get', { uids: [news] }, other)).body).toEqual([]);
  });
});

describe('one story in both languages (issue 26 §9)', () => {
  it('offers the published telling in the other language of the same item, age and day, and nothing else', async () => {
    const { token } = await t.register('bilingual@example.com');
    const day = '2026-03-07';
    const pair = { newsKey: 'bundled-03-07', ageCluster: '4to5', date: day };
    const en = await t.publishedStory({ ...pair, locale: 'en', title: 'The otter and the shell' });
    const ru = await t.publishedStory({ ...pair, locale: 'ru', title: 'Выдра и ракушка' });
    // the same item for another age, or another day, is not the twin
    await t.publishedStory({ ...pair, locale: 'ru', ageCluster: '6to7' });
    await t.publishedStory({ ...pair, locale: 'ru', date: '2026-03-08' });
    const lonely = await t.publishedStory({ newsKey: 'feed-abc', locale: 'en', date: day });

    const get = (uid: string) => t.call('tidings/story/get', { uid }, token).then((r) => r.body);
    expect((await get(en)).twin).toEqual({ uid: ru, locale: 'ru', title: 'Выдра и ракушка' });
    expect((await get(ru)).twin).toEqual({ uid: en, locale: 'en', title: 'The otter and the shell' });
    expect((await get(lonely)).twin).toBeNull();
  });
});

describe('the bot chat feed', () => {
  it("lists the cohort's published stories newest first, in pages with an end flag", async () => {
    const { token } = await t.register('feed@example.com');
    const year = new Date().getUTCFullYear();
    await t.call('user/info/commonEdit', { info: { locale: 'en', bday: `${year - 2}-01-01` } }, token);
    const first = await t.call('chat/events/get', { roomid: 'bot', count: 1 }, token);
    expect(first.body.end).toBe(false);
    expect(first.body.events).toHaveLength(1);
    const rest = await t.call('chat/events/get', { roomid: 'bot', count: 10, from: first.body.events[0].id }, token);
    expect(rest.body.end).toBe(true);
    const stories = [...first.body.events, ...rest.body.events].map((e) => e.data.story);
    expect(stories.sort()).toEqual([news, about].sort());

    await t.call('user/info/commonEdit', { info: { bday: `${year - 7}-01-01` } }, token);
    const older = await t.call('chat/events/get', { roomid: 'bot', count: 10 }, token);
    expect(older.body.events.map((e) => e.data.story)).toEqual([about]);
    expect((await t.call('chat/events/get', { roomid: 'no-such-room' }, token)).problem.title).toBe('Chat not found');
  });
});

describe('share links and files', () => {
  it('stores share settings, reads them back, and lets a visitor play the shared story', async () => {
    const { token } = await t.register('sharer@example.com');
    const created = await t.call(
      'userdata/PublicSettings/create',
      { Info: { url: `/stories/${news}?loop=1`, message: 'Look!', settings: { loop: true } } },
      token,
    );
    const id = created.body.id as string;
    const read = await fetch(`${t.url}/api/userdata/PublicSettings/get/${id}`);
    expect(await read.json()).toEqual({ url: `/stories/${news}?loop=1`, message: 'Look!', settings: { loop: true } });
    const unknown = await fetch(`${t.url}/api/userdata/PublicSettings/get/no-such-share`);
    expect(unknown.status).toBe(404);

    expect((await t.call('tidings/story/get', { uid: news, share: id })).status).toBe(200);
    const elsewhere = await t.call('userdata/PublicSettings/create', { Info: { url: `/stories/${about}` } });
    expect((await t.call('tidings/story/get', { uid: news, share: elsewhere.body.id })).status).toBe(401);
  });

  it('answers notfound for a stored share whose settings no longer parse', async () => {
    await t.app.context.db.insert(publicSettings).values([
      { id: 'broken-share', info: { url: 42, settings: 'not a map' } },
      { id: 'text-share', info: '{"url": "/stories/x"' },
    ]);
    for (const id of ['broken-share', 'text-share']) {
      const read = await fetch(`${t.url}/api/userdata/PublicSettings/get/${id}`);
      expect(read.status).toBe(404);
      expect(await read.json()).toMatchObject({ key: 'errors.notFound' });
    }
  });

  it('serves story media with ranges, an ETag that revalidates, and a year-long immutable cache', async () => {
    const story = (await t.call('tidings/story/get', { uid: about })).body;
    const url = `${t.url}${story.basePath}${story.scenes[0].audio}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();
    const size = (await whole.arrayBuffer()).byteLength;
    const tail = await fetch(url, { headers: { range: 'bytes=10-' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes 10-${size - 1}/${size}`);
    expect((await tail.arrayBuffer()).byteLength).toBe(size - 10);
    // fetch adds "cache-control: no-cache" to a conditional request, so a plain HTTP GET revalidates
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(url, { headers: { 'if-none-match': etag! } }, (res) => resolve(res.resume().statusCode))
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('gives a picture address, and a 128 px thumbnail for size small', async () => {
    const full = await t.call('res/files', { id: news });
    expect(full.body.url).toMatch(/^\/media\/stories\/t-\w+\/cover-a0\.webp$/);
    const small = await t.call('res/files', { id: news, size: 'small' });
    const picture = await fetch(`${t.url}${small.body.url}`);
    const sharp = (await import('sharp')).default;
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(128);
    expect((await t.call('res/files', { id: news, key: '../../../etc/passwd' })).status).toBe(404);
  });

  it('makes a scene thumbnail once when many previews ask for it at the same moment', async () => {
    const { token } = await t.register('previews@example.com');
    const story = (await t.call('tidings/story/get', { uid: news }, token)).body;
    const key = story.scenes[1]!.image!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.call('res/files', { id: news, key, size: 'small' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
    const picture = await fetch(`${t.url}${answers[0]!.body.url}`);
    expect(picture.status).toBe(200);
  });
});
