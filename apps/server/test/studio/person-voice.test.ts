/**
 * A person's voice (issue 23, decision 056): a moderator's takes become the story's voice with read-along
 * timings; bad takes are refused with the scene and the reason and change nothing; two moderators saving
 * at once do not mix; the narrator's voice comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION, Story } from '@tt/contract';
import { integratedLufs } from '../../src/providers/media/loudness.js';
import { findStory } from '../../src/modules/studio/repository.js';
import { VOICE_LUFS } from '../../src/providers/narrator/recording.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertNarratedTask, SCENES, speechTake, takesForm, type Take } from '../helpers/narrated-story.js';
import { wavFromPcm16 } from '../../src/providers/media/ffmpeg.js';

let t: TestApp;
let moderator: string;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await t.signInAs(['moderation'], 8);
});
afterAll(() => t.close());

const upload = (form: FormData, token = moderator) => t.upload('admin/moderation/narration', form, token);

const storyOf = async (uid: string) => Story.parse((await findStory(t.app.context.db, uid))!.data);

describe.each(['en', 'ru'] as const)('a moderator records the narration (%s)', (locale) => {
  let task: { taskUid: string; storyUid: string };
  let takes: Take[];
  beforeAll(async () => {
    task = await insertNarratedTask(t.app.context.db, t.app.context.media, locale);
    // the narrator speaks at 128 (en) and 122 (ru) words a minute; "the person" reads faster, in another voice
    takes = await Promise.all(SCENES[locale].map((text) => speechTake(text, locale, 165)));
  });

  it('plays the person’s voice with words timed within 150 ms, scenes laid out from its length', async () => {
    const before = await storyOf(task.storyUid);
    const res = await upload(takesForm(task.taskUid, 0, { 0: takes[0]!.webm, 1: takes[1]!.webm }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ voice: 'person', version: 1 });

    const story = (await t.call('admin/moderation/data', { uid: task.taskUid }, moderator)).body.story!;
    expect(story.voice).toBe('person');
    let clock = 0;
    for (const [i, scene] of story.scenes.entries()) {
      expect(scene.audio).toMatch(/^person-\d-[0-9a-f]+\.ogg$/);
      expect(scene.audio).not.toBe(before.scenes[i]!.audio);
      // every word, from the first word's onset (the take's lead-in silence is trimmed)
      const got = scene.words!.map((w: { start: number }) => w.start - scene.words![0].start);
      expect(got).toHaveLength(takes[i]!.onsets.length);
      const off = got.map((g: number, k: number) => Math.abs(g - takes[i]!.onsets[k]!));
      expect(Math.max(...off), `scene ${i}: ${off.map((o: number) => o.toFixed(2)).join(' ')}`).toBeLessThanOrEqual(
        0.15,
      );
      // the lead-in of 0.8 s is cut down to a breath
      expect(scene.words![0].start).toBeLessThan(0.3);
      expect(scene.start).toBeCloseTo(clock, 2);
      expect(scene.duration).toBeCloseTo(scene.audioDuration! + 1, 2);
      clock = scene.end!;
      const file = await fetch(`${t.url}${story.basePath}${scene.audio}`);
      expect(file.status).toBe(200);
      const audio = Buffer.from(await file.arrayBuffer());
      expect(audio.subarray(0, 4).toString()).toBe('OggS');
      // as loud as the narrator's voice, though eSpeak's raw take is far quieter or louder
      expect(Math.abs((await integratedLufs(audio)) - VOICE_LUFS)).toBeLessThan(1.5);
    }
    expect(story.duration).toBeCloseTo(clock, 2);
    // faster than the narrator: the story is shorter now
    expect(story.duration).toBeLessThan(before.duration);
  });

  it('re-records one scene: only that scene changes', async () => {
    const before = await storyOf(task.storyUid);
    const slower = await speechTake(SCENES[locale][1], locale, 140);
    const res = await upload(takesForm(task.taskUid, 1, { 1: slower.webm }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await storyOf(task.storyUid);
    expect(after.scenes[0]).toEqual(before.scenes[0]);
    expect(after.scenes[1]!.audio).not.toBe(before.scenes[1]!.audio);
    expect(after.scenes[1]!.audioDuration).toBeGreaterThan(before.scenes[1]!.audioDuration!);
    expect(after.voiceVersion).toBe(2);
  });

  it('restores the narrator’s voice', async () => {
    const res = await t.call('admin/moderation/voice/restore', { uid: task.taskUid, version: 2 }, moderator);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ voice: 'synthetic', version: 3 });
    const story = await storyOf(task.storyUid);
    expect(story.voice).toBe('synthetic');
    expect(story.scenes.map((s) => s.audio)).toEqual(['voice-1-a0.ogg', 'voice-2-a0.ogg']);
  });
});

describe('bad takes lose nothing', () => {
  let task: { taskUid: string; storyUid: string };
  let good: Take[];
  beforeAll(async () => {
    task = await insertNarratedTask(t.app.context.db, t.app.context.media, 'en');
    good = await Promise.all(SCENES.en.map((text) => speechTake(text, 'en', 150)));
  });

  const silentWav = (seconds: number) => wavFromPcm16(new Int16Array(seconds * 16000), 16000);

  it.each([
    ['silent', () => silentWav(4), 422, 'errors.voiceSilent'],
    ['too short', async () => (await speechTake('Hi.', 'en', 165)).webm, 422, 'errors.voiceTooShort'],
    [
      'too long',
      async () => (await speechTake(Array(5).fill(SCENES.en[1]).join(' '), 'en', 120)).webm,
      422,
      'errors.voiceTooLong',
    ],
    ['not audio', () => Buffer.from('<html>hello</html>'.repeat(50)), 415, 'errors.voiceNotAudio'],
    ['unreadable', () => Buffer.concat([Buffer.from('OggS'), Buffer.alloc(2000, 7)]), 422, 'errors.voiceUnreadable'],
    ['oversized', () => Buffer.alloc(NARRATION.maxMb * 1024 * 1024 + 10, 1), 413, 'errors.fileSize'],
  ])('a %s take for scene 2: an error naming the scene; the story is as it was', async (_, make, status, key) => {
    const before = (await findStory(t.app.context.db, task.storyUid))!.data;
    const res = await upload(takesForm(task.taskUid, 0, { 0: good[0]!.webm, 1: await make() }));
    expect(res.status).toBe(status);
    expect(res.problem.errors).toEqual([expect.objectContaining({ field: 'scene-1', key })]);
    expect((await findStory(t.app.context.db, task.storyUid))!.data).toEqual(before);
  });

  it('the first recording needs every scene', async () => {
    const res = await upload(takesForm(task.taskUid, 0, { 0: good[0]!.webm }));
    expect(res.status).toBe(422);
    expect(res.problem.errors).toEqual([expect.objectContaining({ field: 'scene-1', key: 'errors.voiceMissing' })]);
  });

  it('a rejected story takes no new voice', async () => {
    const rejected = await insertNarratedTask(t.app.context.db, t.app.context.media, 'en');
    expect(
      (await t.call('admin/moderation/result', { uid: rejected.taskUid, status: 'reject' }, moderator)).status,
    ).toBe(200);
    const res = await upload(takesForm(rejected.taskUid, 0, { 0: good[0]!.webm, 1: good[1]!.webm }));
    expect(res.status).toBe(409);
    expect((await storyOf(rejected.storyUid)).voice).toBeUndefined();
  });

  it('only moderators may record', async () => {
    const parent = (await t.register('voice-parent@example.com')).token;
    const res = await upload(takesForm(task.taskUid, 0, { 0: good[0]!.webm, 1: good[1]!.webm }), parent);
    expect(res.status).toBe(403);
  });

  it('two moderators saving at once: one wins whole, the other is told', async () => {
    const other = await t.signInAs(['moderation'], 8);
    const slow = await Promise.all(SCENES.en.map((text) => speechTake(text, 'en', 100)));
    const [a, b] = await Promise.all([
      upload(takesForm(task.taskUid, 0, { 0: good[0]!.webm, 1: good[1]!.webm })),
      upload(takesForm(task.taskUid, 0, { 0: slow[0]!.webm, 1: slow[1]!.webm }), other),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.problem.errors).toEqual([expect.objectContaining({ field: 'version', key: 'errors.voiceChanged' })]);
    // both scenes come from the same moderator: the slow reader's scenes are each over a second longer
    const story = await storyOf(task.storyUid);
    const fast = await Promise.all(good.map((g) => g.onsets.at(-1)!));
    const slowest = await Promise.all(slow.map((g) => g.onsets.at(-1)!));
    const fromSlow = story.scenes.map(
      (s, i) => s.words!.at(-1)!.start - s.words![0]!.start > (fast[i]! + slowest[i]!) / 2,
    );
    expect(fromSlow[0]).toBe(fromSlow[1]);
    expect(fromSlow[0]).toBe(b.status === 200);
    // the same old version again: told, not saved
    const again = await upload(takesForm(task.taskUid, 0, { 0: good[0]!.webm, 1: good[1]!.webm }));
    expect(again.status).toBe(409);
  });
});
