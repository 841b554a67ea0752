/**
 * A moderator writes the story of a feed draft (decision 085): a refused sentence comes back with its
 * scene's field and the check's reason, a good text becomes a story with pictures, voice and music that
 * waits for moderation and can be published, and the suggested bundled item can be told instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Story, type FieldError, type Problem, type WrittenStoryForm } from '@tt/contract';
import { findStory, findTask } from '../../src/modules/studio/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
let moderator: string;
beforeAll(async () => {
  t = await startTestApp({ AUTO_APPROVE: 'true', JOB_POLL_S: '0.5' });
  moderator = await t.signInAs(['moderation'], 8, 'feed.moderator@example.com');
  // the feeds as createProviders wires them when NEWS_FEEDS is set and LLM_BASE_URL is not
  t.app.context.studio!.providers.feedDrafts = {
    pick: async (locale) => ({
      id: `feed-whale-${locale}`,
      date: '2026-01-02',
      locale,
      title: locale === 'en' ? 'Whale freed from fishing ropes' : 'У гавани освободили кита',
      summary:
        locale === 'en'
          ? 'A humpback whale tangled in fishing ropes was freed, officials said.'
          : 'Горбатого кита освободили из сетей, сообщили в береговой охране.',
      tags: ['whale', 'sea', 'rescue'],
      source: 'https://news.example/whale',
    }),
  };
});
afterAll(() => t.close());

const studio = () => t.app.context.studio!;
/** A whole story (pictures, voice, music) on a machine shared by many runs takes a while. */
const STORY_MS = 240_000;
/**
 * Waits for a task to be made, running its steps here too, as workflow.test.ts does for feed drafts, so a
 * busy job queue does not decide the test's time (a step a worker holds is skipped: the lease decides).
 */
const settled = (uid: string) =>
  waitUntil(
    async () => {
      const before = await findTask(t.app.context.db, uid);
      if (before && ['waiting', 'processing'].includes(before.status)) await studio().runStep(uid, before.attempt);
      const task = await findTask(t.app.context.db, uid);
      return task && ['moderation', 'approve', 'error'].includes(task.status) ? task : null;
    },
    `task ${uid} to settle`,
    STORY_MS,
  );

async function feedDraft(locale: 'en' | 'ru'): Promise<string> {
  const uid = await studio().createTask({ type: 'feedDraft', locale, ageCluster: '4to5' }, { newsDate: '2026-01-02' });
  expect((await settled(uid)).status).toBe('moderation');
  return uid;
}

const SCENES = [
  { title: 'Hello', text: 'Hello, my little friend! Tonight I have a story about a big grey whale.' },
  { title: 'The sea', text: 'Far away, the whale swam in the cold blue sea near a little harbour.' },
  { title: 'The ropes', text: 'One morning the whale got stuck in old fishing ropes and could not swim.' },
  { title: 'Helpers', text: 'Kind people came in a boat. They untied the ropes, one by one, very gently.' },
  { title: 'Free', text: 'The whale flapped its tail and swam away. It sang a happy whale song.' },
  { title: 'Good night', text: 'The whale is resting in the deep sea now. Good night, sleep tight!' },
];
/** The field errors of a refused call. */
const errorsOf = (body: unknown) => (body as Problem).errors ?? [];
const story = (scenes = SCENES): WrittenStoryForm => ({
  ageCluster: '4to5',
  title: 'The whale and the kind helpers',
  scenes,
  parentNote: {
    whatHappened: 'A whale caught in fishing ropes near a harbour was set free by a rescue team.',
    questions: ['Who helped the whale?', 'What would you say to the whale?'],
  },
});

describe('a moderator writes the feed story', () => {
  let uid: string;

  it('refuses a sentence that keeps agency phrasing, a fragment or too many words, naming the scene and why', async () => {
    uid = await feedDraft('en');
    const scenes = [...SCENES];
    scenes[1] = { title: 'The sea', text: 'The whale, about eight metres long. It lived in the sea.' };
    scenes[2] = { title: 'The ropes', text: 'Officials said the whale was stuck in ropes.' };
    scenes[3] = {
      title: 'Helpers',
      text: 'Kind people came in a little boat and they untied all the ropes one by one very gently for the whale.',
    };
    const res = await t.call('admin/moderation/story/write', { uid, ...story(scenes) }, moderator);
    expect(res.status).toBe(422);
    const errors = errorsOf(res.body) as Required<FieldError>[];
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['scenes.1.text', 'story.check.fragment'],
      ['scenes.2.text', 'story.check.agency'],
      ['scenes.3.text', 'story.check.long'],
    ]);
    expect(errors[0]!.params.sentence).toBe('The whale, about eight metres long.');
    expect(errors[1]!.params.phrase).toBe('Officials said');
    expect(errors[2]!.params).toMatchObject({ words: 21, max: 18 });
    // nothing was started: the draft still waits, without a story
    const task = await findTask(t.app.context.db, uid);
    expect([task!.status, task!.storyUid, task!.attempt]).toEqual(['moderation', null, 0]);
  });

  it('refuses a form without a title or with too few scenes for the age, by field', async () => {
    const untitled = await t.callUnchecked('admin/moderation/story/write', { uid, ...story(), title: ' ' }, moderator);
    expect(untitled.status).toBe(422);
    expect(errorsOf(untitled.body).map((e) => e.field)).toContain('title');
    const short = await t.call('admin/moderation/story/write', { uid, ...story(SCENES.slice(0, 2)) }, moderator);
    expect(short.status).toBe(422);
    expect(errorsOf(short.body)[0]).toMatchObject({ field: 'scenes', key: 'story.check.sceneCount' });
  });

  it(
    "makes the moderator's text a story with pictures, voice and music that waits for moderation and is published",
    async () => {
      const res = await t.call('admin/moderation/story/write', { uid, ...story() }, moderator);
      expect(res.status).toBe(200);
      const task = await settled(uid);
      // a moderator's feed story waits for a moderator even where checked stories publish themselves
      expect(task.status).toBe('moderation');
      expect(task.results.completed).toEqual(
        expect.arrayContaining(['illustrator', 'narrator', 'composer', 'assembler']),
      );
      const reasons = (task.results.outputs.safety as { reasons: string[] }).reasons.join('\n');
      expect(reasons).not.toMatch(/LLM_BASE_URL/);
      const data = await t.call('admin/moderation/data', { uid }, moderator);
      const made = Story.parse(data.body.story);
      expect(made.scenes.map((s) => s.text)).toEqual(SCENES.map((s) => s.text));
      expect(made.scenes.every((s) => s.image && s.audio)).toBe(true);
      expect(made.backgroundaudio).toBeTruthy();
      expect(made.topic).toBe('news');
      expect(data.body.task.purpose.feedStory).toBe('written');

      const publish = await t.call('admin/moderation/result', { uid, status: 'approve' }, moderator);
      expect(publish.status).toBe(200);
      expect((await findStory(t.app.context.db, made.uid))!.status).toBe('published');

      const history = await t.call('team/audit/list', { subject: `task:${uid}` }, moderator);
      const actions = (history.body.data as { action: string; after: { title?: string } }[]).map((e) => e.action);
      expect(actions).toEqual(['publish', 'feedStoryWritten']);
    },
    STORY_MS,
  );

  it(
    'tells the suggested bundled item instead, as a story that waits for moderation',
    async () => {
      const ruUid = await feedDraft('ru');
      const res = await t.call('admin/moderation/story/suggested', { uid: ruUid }, moderator);
      expect(res.status).toBe(200);
      const task = await settled(ruUid);
      expect(task.status).toBe('moderation');
      const made = Story.parse((await t.call('admin/moderation/data', { uid: ruUid }, moderator)).body.story);
      expect(made.newsKey).toBe('bundled-02-15'); // the grey whale's story
      expect(made.locale).toBe('ru');
    },
    STORY_MS,
  );

  it('answers 409 for a task that is not a feed draft, and 404 for none', async () => {
    // another purpose is refused whatever its state
    const story6 = await studio().createTask({ type: 'testText', locale: 'en', ageCluster: '4to5' });
    expect((await t.call('admin/moderation/story/suggested', { uid: story6 }, moderator)).status).toBe(409);
    expect((await t.call('admin/moderation/story/write', { uid: 't-none', ...story() }, moderator)).status).toBe(404);
  });
});
