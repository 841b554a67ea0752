/**
 * A parent's reading of a story for their own family (issue 23 item 2, decision 066). The takes are checked,
 * converted and aligned as a moderator's are (studio's prepareSceneTakes), kept in the account's private
 * folder of the media store (never under /media) and played back only to the account's own signed-in
 * requests; anyone else is told "not found". An account keeps at most `quotaBytes` of recordings.
 */
import { randomBytes } from 'node:crypto';
import { FAMILY_VOICE, formatMessage, type FamilyNarration, type FamilyNarrations } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { FamilyVoiceScene, UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import { PRIVATE, type MediaStore } from '../../media/store.js';
import type { LibraryModule } from '../library/index.js';
import { prepareSceneTakes, withVoices, type SceneVoice, type TakesUpload } from '../studio/index.js';
import { parentLocaleOf } from '../users/index.js';
import * as repo from './repository.js';

type LibraryStory = Awaited<ReturnType<LibraryModule['getStory']>>;

export interface FamilyVoiceDeps {
  db: Db;
  media: Pick<MediaStore, 'writeIn' | 'readKey' | 'prune' | 'remove'>;
  library: Pick<LibraryModule, 'getStory'>;
  quotaBytes: number;
}

/** Where an account's recording of a story lives in the media store: out of /media (store.ts, PRIVATE). */
export const familyVoicesOf = (userId: number) => `${PRIVATE}/families/${userId}`;
export const familyVoiceFolder = (userId: number, storyUid: string) => `${familyVoicesOf(userId)}/${storyUid}`;

const notFound = () => new ApiProblem(404, 'errors.notFound');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function changed(): ApiProblem {
  return new ApiProblem(409, 'errors.voiceChanged', 409, [
    { field: 'version', key: 'errors.voiceChanged', message: formatMessage('en', 'errors.voiceChanged') },
  ]);
}

/** 413 saying how much the recordings would take and what to do, in the parent's language. */
function quotaFull(user: UserRecord, bytes: number, quotaBytes: number): ApiProblem {
  const params = { used: mb(bytes), quota: mb(quotaBytes) };
  const message = formatMessage(parentLocaleOf(user), 'errors.voiceQuotaFull', params);
  return new ApiProblem(
    413,
    'errors.voiceQuotaFull',
    413,
    [{ field: 'quota', key: 'errors.voiceQuotaFull', message }],
    params,
  );
}

/** A recording is read from the text it was made for: a story whose text changed since plays its own voice. */
const fits = (scenes: FamilyVoiceScene[], story: { scenes: { text: string }[] }) =>
  scenes.length === story.scenes.length && scenes.every((s, i) => s.text === story.scenes[i]!.text);

/** The story's scenes in the family's recording, laid out from its lengths. */
function laidOut(
  story: LibraryStory,
  uid: string,
  row: { version: number; scenes: FamilyVoiceScene[] },
): FamilyNarration {
  const voices = new Map<number, SceneVoice>(
    row.scenes.map((s, i) => [i, { audio: FAMILY_VOICE.filePath(uid, s.audio), duration: s.duration, words: s.words }]),
  );
  const laid = withVoices(story, voices, 'person');
  return {
    version: row.version,
    duration: laid.duration,
    scenes: laid.scenes.map((s) => ({
      audio: s.audio!,
      audioDuration: s.audioDuration!,
      words: s.words ?? [],
      start: s.start!,
      end: s.end!,
      duration: s.duration!,
    })),
  };
}

/**
 * Fresh file names for the new takes (a file's bytes never change, so a page holding an older one never
 * plays half of each), and every scene's entry: its new take's, or the earlier recording's.
 */
function sceneEntries(
  story: LibraryStory,
  prepared: Awaited<ReturnType<typeof prepareSceneTakes>>,
  earlier: FamilyVoiceScene[] | null,
) {
  const names = new Map([...prepared.keys()].map((i) => [i, `scene-${i + 1}-${randomBytes(6).toString('hex')}.ogg`]));
  const scenes: FamilyVoiceScene[] = story.scenes.map((scene, i) => {
    const take = prepared.get(i);
    if (!take) return earlier![i]!;
    const { duration, words } = take;
    return { audio: names.get(i)!, duration, words, text: scene.text, bytes: take.data.length };
  });
  return { names, scenes };
}

export function createFamilyVoiceModule({ db, media, library, quotaBytes }: FamilyVoiceDeps) {
  async function list(user: UserRecord): Promise<FamilyNarrations> {
    const rows = await repo.listVoices(db, user.id);
    return {
      used: rows.reduce((sum, r) => sum + r.bytes, 0),
      quota: quotaBytes,
      items: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    };
  }

  return {
    list,

    /**
     * The parent's takes (scene index → file) for a story they can play. The first time (or after the
     * story's text changed) every scene needs a take; later saves may send only the scenes read again.
     * Nothing is written unless every take is good and the account has room for them.
     */
    async save({ user, uid, version, takes }: TakesUpload): Promise<{ voice: 'person'; version: number }> {
      const story = await library.getStory(user, uid);
      const row = await repo.findVoice(db, user.id, uid);
      if ((row?.version ?? 0) !== version) throw changed();
      const used = await repo.usedBytes(db, user.id);
      // full already: say so before the takes are converted
      if (used >= quotaBytes) throw quotaFull(user, used, quotaBytes);
      const earlier = row && fits(row.scenes, story) ? row.scenes : null;
      const prepared = await prepareSceneTakes(story, takes, (i) => story.scenes[i]!.audioDuration ?? 10, !earlier);
      const folder = familyVoiceFolder(user.id, uid);
      const { names, scenes } = sceneEntries(story, prepared, earlier);
      const bytes = scenes.reduce((sum, s) => sum + s.bytes, 0);
      const after = used - (row?.bytes ?? 0) + bytes;
      if (after > quotaBytes) throw quotaFull(user, after, quotaBytes);
      const written = [...names.values()];
      let outcome: repo.SaveOutcome = 'gone';
      try {
        for (const [i, take] of prepared) await media.writeIn(folder, names.get(i)!, take.data);
        const saved = { userId: user.id, storyUid: uid, title: story.title, scenes, bytes };
        outcome = await repo.saveVoiceWithinQuota(db, saved, version, quotaBytes);
      } finally {
        // a refused save (or one that failed half-way) leaves none of its files behind
        if (outcome !== 'saved') await media.remove(folder, written);
      }
      if (outcome === 'changed') throw changed();
      if (outcome === 'gone') {
        // the account was deleted meanwhile: its emptied folder goes too
        await media.prune(familyVoicesOf(user.id), []).catch(() => {});
        throw notFound();
      }
      if (outcome !== 'saved') throw quotaFull(user, outcome.full, quotaBytes);
      // the scenes read again leave their earlier files behind (only this recording's: the row names them)
      const replaced = (row?.scenes ?? []).map((s) => s.audio).filter((name) => !scenes.some((s) => s.audio === name));
      await media.remove(folder, replaced);
      return { voice: 'person', version: version + 1 };
    },

    /** The story's scenes in the account's recording, laid out from its lengths; null without one. */
    async get(user: UserRecord, uid: string): Promise<{ narration: FamilyNarration | null }> {
      const row = await repo.findVoice(db, user.id, uid);
      if (!row) return { narration: null };
      const story = await library.getStory(user, uid);
      if (!fits(row.scenes, story)) return { narration: null };
      return { narration: laidOut(story, uid, row) };
    },

    /** One scene's file, to the account that recorded it only: anyone else is told it does not exist. */
    async file(user: UserRecord, uid: string, name: string): Promise<Buffer> {
      const row = await repo.findVoice(db, user.id, uid);
      if (!row?.scenes.some((s) => s.audio === name)) throw notFound();
      const data = await media.readKey(`${familyVoiceFolder(user.id, uid)}/${name}`);
      if (!data) throw notFound();
      return data;
    },

    async remove(user: UserRecord, uid: string): Promise<FamilyNarrations> {
      if (!(await repo.deleteVoice(db, user.id, uid))) throw notFound();
      await media.prune(familyVoiceFolder(user.id, uid), []);
      return list(user);
    },
  };
}

export type FamilyVoiceModule = ReturnType<typeof createFamilyVoiceModule>;
