/** The whole workflow with the offline providers, through jobs, on PGlite or PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Story } from '@tt/contract';
import { findTask } from '../../src/modules/studio/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
let moderator: string;
let parent: string;
beforeAll(async () => {
  t = await startTestApp({ AUTO_APPROVE: 'false', JOB_POLL_S: '0.5' });
  moderator = await t.signInAs(['moderation'], 8);
  parent = (await t.register('parent@example.com')).token;
});
afterAll(() => t.close());

const studio = () => t.app.context.studio!;
const settled = (uid: string) =>
  waitUntil(async () => {
    const task = await findTask(t.app.context.db, uid);
    return task && ['moderation', 'approve', 'error'].includes(task.status) ? task : null;
  }, `task ${uid} to settle`);

describe('story workflow', () => {
  let uid: string;

  it('turns a news item into a story that waits for moderation', async () => {
    uid = await studio().createTask({ type: 'tidingsStory', locale: 'en', ageCluster: '4to5' }, { seed: 42 });
    const task = await settled(uid);
    expect(task.status).toBe('moderation');
    expect(task.results.completed).toEqual([
      'news',
      'writer',
      'safety',
      'illustrator',
      'narrator',
      'composer',
      'assembler',
    ]);
    expect(task.results.error).toBeNull();

    const list = await t.call('admin/moderation/list', { pageNumber: 0, pageSize: 20 }, moderator);
    expect(list.body.records.map((r: { uid: string }) => r.uid)).toContain(uid);

    const data = await t.call('admin/moderation/data', { uid }, moderator);
    const story = Story.parse(data.body.story);
    expect(story.scenes.length).toBeGreaterThanOrEqual(5);
    expect(story.scenes.length).toBeLessThanOrEqual(6);
    // scenes follow each other without gaps, and the story lasts as long as its scenes
    story.scenes.forEach((scene, i) => {
      expect(scene.start).toBe(i === 0 ? 0 : story.scenes[i - 1]!.end);
      expect(scene.duration).toBeGreaterThan(1);
    });
    expect(story.duration).toBeCloseTo(story.scenes.at(-1)!.end!, 1);
    expect(story.footnotes.every((f) => story.content.includes(f.titleInSource))).toBe(true);

    // a draft is not visible to parents until it is approved
    expect((await t.call('tidings/story/get', { uid: story.uid }, parent)).status).toBe(404);
  });

  it('serves the media with ranges and long cache headers', async () => {
    const story = (await t.call('admin/moderation/data', { uid }, moderator)).body.story!;
    const cover = await fetch(`${t.url}${story.basePath}${story.cover}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('cache-control')).toContain('max-age=31536000');
    expect(
      Buffer.from(await cover.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    const voice = await fetch(`${t.url}${story.basePath}${story.scenes[0].audio}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(voice.status).toBe(206);
    expect((await voice.arrayBuffer()).byteLength).toBe(100);
  });

  it('remakes from a step: later outputs are dropped and made again', async () => {
    const before = (await t.call('admin/moderation/data', { uid }, moderator)).body.story!;
    const redo = await t.call('admin/moderation/redo', { uid, now: true, from: 'illustrator' }, moderator);
    expect(redo.status).toBe(200);
    const task = await settled(uid);
    expect(task.status).toBe('moderation');
    expect(task.attempt).toBe(1);
    const after = (await t.call('admin/moderation/data', { uid }, moderator)).body.story!;
    expect(after.cover).not.toBe(before.cover);
    expect(after.title).toBe(before.title); // the writer's output was kept
  });

  it('publishes on accept, so parents can open the story', async () => {
    const accepted = await t.call('admin/moderation/result', { uid, status: 'approve' }, moderator);
    expect(accepted.status).toBe(200);
    const storyUid = (await findTask(t.app.context.db, uid))!.storyUid!;
    const res = await t.call('tidings/story/get', { uid: storyUid }, parent);
    expect(res.status).toBe(200);
    expect((await findTask(t.app.context.db, uid))!.status).toBe('approve');
  });

  it('sorts the list by date both ways and searches it', async () => {
    const second = await studio().createTask({ type: 'testText', locale: 'ru', ageCluster: 'upto3' }, { seed: 7 });
    await settled(second);
    const desc = await t.call(
      'admin/moderation/list',
      { pageNumber: 0, pageSize: 20, sortFields: [{ field: 'date', order: 'desc' }] },
      moderator,
    );
    const asc = await t.call(
      'admin/moderation/list',
      { pageNumber: 0, pageSize: 20, sortFields: [{ field: 'date', order: 'asc' }] },
      moderator,
    );
    expect(desc.body.records[0].uid).toBe(second);
    expect(asc.body.records[0].uid).toBe(uid);
    const found = await t.call(
      'admin/moderation/list',
      { pageNumber: 0, pageSize: 20, searchStrFilter: second },
      moderator,
    );
    expect(found.body).toMatchObject({ count: 1, records: [{ uid: second }] });
    // the search looks into the purpose too, takes % and _ literally, and finds short words
    const byPurpose = (searchStrFilter: string) =>
      t.call('admin/moderation/list', { pageNumber: 0, pageSize: 20, searchStrFilter }, moderator);
    expect((await byPurpose('upto3')).body.records.map((r: { uid: string }) => r.uid)).toContain(second);
    expect((await byPurpose('ru')).body.records.map((r: { uid: string }) => r.uid)).toContain(second);
    expect((await byPurpose('%')).body).toMatchObject({ count: 0, records: [] });
    // list rows are light: the step outputs come only with the opened task
    const row = desc.body.records[0];
    expect(row.results).toEqual({ completed: expect.any(Array), error: null });
    expect(row.purpose).not.toHaveProperty('users');
    const opened = await t.call('admin/moderation/data', { uid: second }, moderator);
    expect(Object.keys(opened.body.task.results.outputs ?? {}).length).toBeGreaterThan(0);
  });

  it('rejects a task and keeps its story away from parents', async () => {
    const other = await studio().createTask({ type: 'tidingsStory', locale: 'ru', ageCluster: 'upto3' }, { seed: 3 });
    const task = await settled(other);
    const story = (await t.call('admin/moderation/data', { uid: other }, moderator)).body.story!;
    const cover = `${t.url}${story.basePath}${story.cover}`;
    expect((await fetch(cover)).status).toBe(200);
    expect((await t.call('admin/moderation/result', { uid: other, status: 'reject' }, moderator)).status).toBe(200);
    expect((await t.call('tidings/story/get', { uid: task.storyUid! }, parent)).status).toBe(404);
    // its files are no longer served at their old addresses, nor at the place they wait in
    expect((await fetch(cover)).status).toBe(404);
    expect((await fetch(`${t.url}/media/withheld/stories/${other}/${story.cover}`)).status).toBe(404);
    // approved after all: they are back where they were
    expect((await t.call('admin/moderation/result', { uid: other, status: 'approve' }, moderator)).status).toBe(200);
    expect((await fetch(cover)).status).toBe(200);
  });

  it('marks private answers no-store', async () => {
    const res = await fetch(`${t.url}/api/user/info/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parent}` },
      body: '{}',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const staff = await fetch(`${t.url}/api/admin/moderation/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${moderator}` },
      body: JSON.stringify({ pageNumber: 0, pageSize: 1 }),
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('no-store');
  });

  it('creates one task per locale and age cluster a day, once', async () => {
    const first = await studio().dailyBatch('2026-01-02');
    const again = await studio().dailyBatch('2026-01-02');
    expect(first).toHaveLength(6);
    expect(again).toHaveLength(0);
  });

  it('without a writer endpoint, tells a feed item to the moderators only, with a bundled item to tell instead', async () => {
    const providers = studio().providers;
    // the feeds as createProviders wires them when NEWS_FEEDS is set and LLM_BASE_URL is not
    providers.feedDrafts = {
      pick: async (locale) => ({
        id: `feed-whale-${locale}`,
        date: '2026-01-02',
        locale,
        ...(locale === 'en'
          ? {
              title: 'Whale freed from fishing ropes near the harbour',
              summary:
                'A humpback whale tangled in fishing ropes was freed after a five-hour rescue, officials said. According to the coastguard, rescuers cut the ropes one by one.',
            }
          : {
              title: 'У гавани освободили кита из рыболовных сетей',
              summary:
                'Горбатого кита, запутавшегося в сетях, освободили после пятичасовой операции, сообщили в береговой охране. По словам спасателей, сети перерезали одну за другой.',
            }),
        tags: ['whale', 'sea', 'rescue'],
        source: 'https://news.example/whale',
      }),
    };
    try {
      // besides the day's stories (made already by the test above), one draft per language
      const created = await studio().dailyBatch('2026-01-02');
      const purposes = await Promise.all(created.map((u) => findTask(t.app.context.db, u)));
      const drafts = created.filter((_, i) => purposes[i]!.purpose.type === 'feedDraft');
      expect(drafts).toHaveLength(2);
      for (const draftUid of drafts) {
        // the day's six stories fill the job queue: the three quick steps are run here instead
        const task = await waitUntil(async () => {
          await studio().runStep(draftUid, 0);
          const found = await findTask(t.app.context.db, draftUid);
          return found?.status === 'moderation' ? found : null;
        }, `draft ${draftUid} to wait for a moderator`);
        expect(task.status).toBe('moderation');
        expect(task.storyUid).toBeNull();
        expect(task.results.completed).toEqual(['news', 'writer', 'safety']);
        const news = task.results.outputs.news as { source: string; suggested: { id: string } };
        expect(news.source).toBe('https://news.example/whale');
        expect(news.suggested.id).toBe(`bundled-02-15-${task.purpose.locale}`); // the grey whale's story
        const reasons = (task.results.outputs.safety as { reasons: string[] }).reasons.join('\n');
        expect(reasons).toMatch(/LLM_BASE_URL/);
        expect(reasons, reasons).toMatch(/news wire/);
        // nothing to publish as it is
        const accept = await t.call('admin/moderation/result', { uid: draftUid, status: 'approve' }, moderator);
        expect(accept.status).toBe(409);
        const data = await t.call('admin/moderation/data', { uid: draftUid }, moderator);
        expect(data.body.task.purpose.type).toBe('feedDraft');
      }
      expect(await studio().dailyBatch('2026-01-02')).toHaveLength(0);
    } finally {
      delete providers.feedDrafts;
    }
  });
});
