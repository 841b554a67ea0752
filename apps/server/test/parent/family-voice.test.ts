/**
 * A parent's voice (issue 23 item 2, decision 066): a parent reads a story for their family; it plays for that
 * account in the parent's voice with the read-along on the parent's words, while another family, staff and the
 * public /media path never get it (404, not 403). Bad takes and a full quota change nothing; the parent deletes
 * a recording; deleting the account deletes the recordings and their files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_EXPORT_PATH, hashPassword, NARRATION } from '@tt/contract';
import { integratedLufs } from '../../src/providers/media/loudness.js';
import { wavFromPcm16 } from '../../src/providers/media/ffmpeg.js';
import { VOICE_LUFS } from '../../src/providers/narrator/recording.js';
import { familyVoices } from '../../src/db/schema.js';
import { startTestApp, type Answer, type TestApp } from '../helpers/app.js';
import { insertNarratedTask, SCENES, speechTake, takesForm, type Take } from '../helpers/narrated-story.js';

/** Room for about three stories of two short scenes (a scene is some 20 KB of Opus). */
const QUOTA_MB = 0.15;
let t: TestApp;
let moderator: string;
let takes: Take[];
beforeAll(async () => {
  t = await startTestApp({ FAMILY_VOICE_QUOTA_MB: String(QUOTA_MB) });
  moderator = await t.signInAs(['moderation'], 8);
  // the narrator speaks at 128 words a minute; the parent reads faster, in another voice
  takes = await Promise.all(SCENES.en.map((text) => speechTake(text, 'en', 165)));
});
afterAll(() => t?.close());

/** A published story in the studio narrator's voice. */
async function publishedStory(): Promise<string> {
  const task = await insertNarratedTask(t.app.context.db, t.app.context.media, 'en');
  expect((await t.call('admin/moderation/result', { uid: task.taskUid, status: 'approve' }, moderator)).status).toBe(
    200,
  );
  return task.storyUid;
}

const upload = (form: FormData, token: string) => t.upload('userdata/narration/upload', form, token);
const bothScenes = (uid: string, version = 0) => takesForm(uid, version, { 0: takes[0]!.webm, 1: takes[1]!.webm });
const narrationOf = async (uid: string, token: string) =>
  (await t.call('userdata/narration/get', { uid }, token)).body.narration;
/** The family's recording of a story that the test has just saved: failing plainly when there is none. */
const savedNarration = async (uid: string, token: string) => {
  const narration = await narrationOf(uid, token);
  if (!narration) throw new Error(`no recording of ${uid}`);
  return narration;
};
const fetchAs = (path: string, token?: string) =>
  fetch(`${t.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
const fileKey = (userId: number, uid: string, audio: string) =>
  `private/families/${userId}/${uid}/${audio.split('/').pop()}`;

describe('a parent reads a story for their family', () => {
  let uid: string;
  let parent: { token: string; id: number };
  beforeAll(async () => {
    uid = await publishedStory();
    parent = await t.register('reading-parent@example.com');
  });

  it('plays for that account in the parent’s voice, words within 150 ms, scenes laid out from it', async () => {
    const own = (await t.call('tidings/story/get', { uid }, parent.token)).body;
    const res = await upload(bothScenes(uid), parent.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ voice: 'person', version: 1 });

    const narration = await savedNarration(uid, parent.token);
    expect(narration.version).toBe(1);
    let clock = 0;
    for (const [i, scene] of narration.scenes.entries()) {
      expect(scene.audio).toMatch(new RegExp(`^/api/userdata/narration/file/${uid}/scene-${i + 1}-[0-9a-f]+\\.ogg$`));
      const got = scene.words.map((w) => w.start - scene.words[0].start);
      expect(got).toHaveLength(takes[i]!.onsets.length);
      const off = got.map((g, k) => Math.abs(g - takes[i]!.onsets[k]!));
      expect(Math.max(...off), off.join(' ')).toBeLessThanOrEqual(0.15);
      expect(scene.start).toBeCloseTo(clock, 2);
      expect(scene.duration).toBeCloseTo(scene.audioDuration + 1, 2);
      clock = scene.end;
      const file = await fetchAs(scene.audio, parent.token);
      expect(file.status).toBe(200);
      const audio = Buffer.from(await file.arrayBuffer());
      expect(audio.subarray(0, 4).toString()).toBe('OggS');
      expect(Math.abs((await integratedLufs(audio)) - VOICE_LUFS)).toBeLessThan(1.5);
    }
    expect(narration.duration).toBeCloseTo(clock, 2);
    expect(narration.duration).toBeLessThan(own.duration);
    // the story itself is as it was: everyone else hears the narrator
    expect((await t.call('tidings/story/get', { uid }, parent.token)).body).toEqual(own);
  });

  it('another family, staff and the public media path never get it: 404, not 403', async () => {
    const narration = await savedNarration(uid, parent.token);
    const path = narration.scenes[0].audio;
    const other = await t.register('other-family@example.com');
    expect((await fetchAs(path, other.token)).status).toBe(404);
    expect(await narrationOf(uid, other.token)).toBeNull();
    expect((await t.call('userdata/narration/list', {}, other.token)).body.items).toEqual([]);
    expect((await fetchAs(path)).status).toBe(401);
    // nothing of it under /media, where story files are public
    const name = path.split('/').pop()!;
    expect(await t.app.context.media.readKey(fileKey(parent.id, uid, path))).not.toBeNull();
    for (const key of [fileKey(parent.id, uid, path), `stories/${uid}/${name}`])
      expect((await fetchAs(`/media/${key}`)).status).toBe(404);
    // staff: the moderation lists and the story's data know nothing of it
    expect((await fetchAs(path, moderator)).status).toBe(404);
    const staffView = JSON.stringify([
      (await t.call('admin/moderation/list', {}, moderator)).body,
      (await t.call('tidings/story/get', { uid }, moderator)).body,
    ]);
    expect(staffView).not.toContain(name);
    expect(staffView).not.toContain('narration/file');
  });

  it('reads one scene again: only that scene changes, and its earlier file goes', async () => {
    const before = await savedNarration(uid, parent.token);
    const slower = await speechTake(SCENES.en[1], 'en', 140);
    const res = await upload(takesForm(uid, 1, { 1: slower.webm }), parent.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await savedNarration(uid, parent.token);
    expect(after.scenes[0]).toEqual(before.scenes[0]);
    expect(after.scenes[1].audio).not.toBe(before.scenes[1].audio);
    expect(after.scenes[1].audioDuration).toBeGreaterThan(before.scenes[1].audioDuration);
    expect((await fetchAs(before.scenes[1].audio, parent.token)).status).toBe(404);
    expect(await t.app.context.media.readKey(fileKey(parent.id, uid, before.scenes[1].audio))).toBeNull();
    // a save from the version before is told, not mixed in
    const stale = await upload(takesForm(uid, 1, { 0: takes[0]!.webm }), parent.token);
    expect(stale.status).toBe(409);
    expect(stale.problem.errors).toEqual([expect.objectContaining({ field: 'version', key: 'errors.voiceChanged' })]);
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
    ['oversized', () => Buffer.alloc(NARRATION.maxMb * 1024 * 1024 + 10, 1), 413, 'errors.fileSize'],
  ])('a %s take: an error naming the scene; the recording is as it was', async (_, make, status, key) => {
    const before = await savedNarration(uid, parent.token);
    const res = await upload(takesForm(uid, before.version, { 0: takes[0]!.webm, 1: await make() }), parent.token);
    expect(res.status).toBe(status);
    expect(res.problem.errors).toEqual([expect.objectContaining({ field: 'scene-1', key })]);
    expect(await narrationOf(uid, parent.token)).toEqual(before);
  });

  it('the first recording needs every scene; a story the parent cannot open takes none', async () => {
    const next = await publishedStory();
    const res = await upload(takesForm(next, 0, { 0: takes[0]!.webm }), parent.token);
    expect(res.status).toBe(422);
    expect(res.problem.errors).toEqual([expect.objectContaining({ field: 'scene-1', key: 'errors.voiceMissing' })]);
    const draft = await insertNarratedTask(t.app.context.db, t.app.context.media, 'en');
    expect((await upload(bothScenes(draft.storyUid), parent.token)).status).toBe(404);
  });

  it('the parent deletes the recording: the story plays its own voice, the files are gone', async () => {
    const narration = await savedNarration(uid, parent.token);
    const res = await t.call('userdata/narration/delete', { uid }, parent.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ used: 0, quota: Math.round(QUOTA_MB * 1024 * 1024), items: [] });
    expect(await narrationOf(uid, parent.token)).toBeNull();
    for (const scene of narration.scenes) {
      expect((await fetchAs(scene.audio, parent.token)).status).toBe(404);
      expect(await t.app.context.media.readKey(fileKey(parent.id, uid, scene.audio))).toBeNull();
    }
    expect((await t.call('userdata/narration/delete', { uid }, parent.token)).status).toBe(404);
  });
});

const passwordOf = (email: string) => hashPassword(email, 'secret-password');
const voiceRows = async (userId: number) => {
  const rows = await t.app.context.db.execute(`select count(*)::int as n from family_voices where user_id = ${userId}`);
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
};
/** The account's private recording files, whatever row names them. */
const filesOf = async (userId: number) => {
  const root = path.join(`${t.config.dataDir}/media.private`, 'families', String(userId));
  return (await fs.readdir(root, { recursive: true }).catch(() => [] as string[])).filter((f) => f.endsWith('.ogg'));
};

describe('the quota', () => {
  it('holds under two saves at once (counted inside the save), and the refused one leaves no file', async () => {
    const parent = await t.register('two-tabs@example.com');
    const [first, ...racing] = await Promise.all([0, 1, 2].map(() => publishedStory()));
    expect((await upload(bothScenes(first!), parent.token)).status).toBe(200);
    const one = (await t.call('userdata/narration/list', {}, parent.token)).body.used as number;
    // room left for one more recording, not two: each save alone fits, both together do not
    const quota = Math.round(QUOTA_MB * 1024 * 1024);
    await t.app.context.db.insert(familyVoices).values({
      userId: parent.id,
      storyUid: 'filler',
      title: 'Filler',
      scenes: [],
      bytes: quota - Math.round(2.5 * one),
    });
    const answers = await Promise.all(racing.map((uid) => upload(bothScenes(uid), parent.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 413]);
    const list = (await t.call('userdata/narration/list', {}, parent.token)).body;
    expect(list.used).toBeLessThanOrEqual(quota);
    // every file on disk is one a recording names: the refused save removed its own
    const named = (await Promise.all([first!, ...racing].map((uid) => narrationOf(uid, parent.token))))
      .flatMap((n) => n?.scenes.map((s) => s.audio.split('/').pop()) ?? [])
      .sort();
    expect(named).toHaveLength(4);
    expect((await filesOf(parent.id)).map((f) => f.split('/').pop()).sort()).toEqual(named);
  }, 180_000);

  it('a full account is told how much is used and to delete a recording; nothing saved changes', async () => {
    const parent = await t.register('full-quota@example.com');
    await t.call('user/info/commonEdit', { info: { locale: 'ru' } }, parent.token);
    const quota = Math.round(QUOTA_MB * 1024 * 1024);
    const saved: string[] = [];
    let refused: Answer<unknown> | null = null;
    let story = '';
    // stories until the room runs out (about three)
    for (let n = 0; n < 8 && !refused; n++) {
      story = await publishedStory();
      const res = await upload(bothScenes(story), parent.token);
      if (res.status === 200) saved.push(story);
      else refused = res;
    }
    expect(saved.length).toBeGreaterThan(0);
    expect(refused?.status).toBe(413);
    const list = (await t.call('userdata/narration/list', {}, parent.token)).body;
    expect(list.used).toBeLessThanOrEqual(quota);
    expect(list.items.map((i) => i.uid).sort()).toEqual([...saved].sort());
    const [error] = refused!.problem.errors ?? [];
    expect(error).toMatchObject({ field: 'quota', key: 'errors.voiceQuotaFull' });
    // in the parent's language, with the figures
    expect(error.message).toContain(`из ${(quota / 1024 / 1024).toFixed(1)} МБ`);
    expect(error.message).toMatch(/заняли бы \d+\.\d МБ/);
    expect(error.message).toContain('Удалите запись');
    expect(await narrationOf(story, parent.token)).toBeNull();
    // deleting one makes room
    await t.call('userdata/narration/delete', { uid: saved[0] }, parent.token);
    expect((await upload(bothScenes(story), parent.token)).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('a save in flight when the account is deleted is refused or deleted with it: no row, no file', async () => {
    const email = 'racing-parent@example.com';
    const parent = await t.register(email);
    const uid = await publishedStory();
    // the save converts its takes (a second or more) while the deletion runs
    const saving = upload(bothScenes(uid), parent.token);
    const deleted = await t.call('userdata/account/delete', { password: await passwordOf(email) }, parent.token);
    expect(deleted.status).toBe(200);
    const saved = await saving;
    expect([200, 401, 404]).toContain(saved.status);
    expect(await voiceRows(parent.id)).toBe(0);
    expect(await filesOf(parent.id)).toEqual([]);
  }, 120_000);

  it('deletes the recordings and their files; the export listed them', async () => {
    const parent = { ...(await t.register('leaving-parent@example.com')), email: 'leaving-parent@example.com' };
    const uid = await publishedStory();
    expect((await upload(bothScenes(uid), parent.token)).status).toBe(200);
    const narration = await savedNarration(uid, parent.token);
    const zip = unzipSync(new Uint8Array(await (await fetchAs(ACCOUNT_EXPORT_PATH, parent.token)).arrayBuffer()));
    const data = JSON.parse(strFromU8(zip['data.json']!));
    expect(data.storyRecordings).toEqual([
      expect.objectContaining({ story: uid, title: 'The fox and the kite', bytes: expect.any(Number) }),
    ]);
    // with the audio, as it plays
    for (const scene of narration.scenes) {
      const name = scene.audio.split('/').pop();
      const played = Buffer.from(await (await fetchAs(scene.audio, parent.token)).arrayBuffer());
      expect(Buffer.from(zip[`recordings/${uid}/${name}`]!).equals(played)).toBe(true);
    }

    expect(
      (await t.call('userdata/account/delete', { password: await passwordOf(parent.email) }, parent.token)).status,
    ).toBe(200);
    const rows = await t.app.context.db.execute(
      `select count(*)::int as n from family_voices where user_id = ${parent.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    for (const scene of narration.scenes)
      expect(await t.app.context.media.readKey(fileKey(parent.id, uid, scene.audio))).toBeNull();
  });
});
