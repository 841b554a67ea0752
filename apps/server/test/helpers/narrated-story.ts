/**
 * A task in moderation with a draft story spoken by the studio's narrator (eSpeak, the real one), and
 * "a person's" takes for its scenes: eSpeak again, in another voice at another speed, packed as a
 * browser's MediaRecorder packs them (WebM Opus), with the word onsets eSpeak itself knows (decision 037).
 */
import { randomBytes } from 'node:crypto';
import type { Locale, Story } from '@tt/contract';
import type { Db } from '../../src/db/client.js';
import { storyTasks } from '../../src/db/schema.js';
import { MediaStore } from '../../src/media/store.js';
import { runFfmpeg } from '../../src/providers/media/ffmpeg.js';
import {
  createEspeakNarrator,
  synthesizeWav,
  VOICE,
  wordTimings,
} from '../../src/providers/narrator/espeak-narrator.js';
import type { WordTiming } from '../../src/providers/types.js';
import { upsertStory } from '../../src/modules/studio/repository.js';
import { withVoices } from '../../src/modules/studio/narration.js';

export const SCENES: Record<Locale, [string, string]> = {
  en: [
    'Once upon a time, a little fox found a big red kite in the tall grass.',
    'The kite flew over the hill, and the fox waved goodbye! Where will it land tomorrow?',
  ],
  ru: [
    'Жил-был маленький ёжик, и однажды он нашёл в траве большой красный змей.',
    'Змей полетел над холмом, а ёжик помахал ему лапкой!',
  ],
};

/** Inserts a task waiting for moderation and its draft story in the narrator's voice; returns both uids. */
export async function insertNarratedTask(
  db: Db,
  media: MediaStore,
  locale: Locale = 'en',
  texts: readonly string[] = SCENES[locale],
): Promise<{ taskUid: string; storyUid: string }> {
  const taskUid = `t-${randomBytes(6).toString('hex')}`;
  const storyUid = `s-${randomBytes(6).toString('hex')}`;
  const speeches = await createEspeakNarrator().narrateMany!({ texts: [...texts], locale });
  const voices = await Promise.all(
    speeches.map(async (s, i) => ({
      audio: await media.write(taskUid, `voice-${i + 1}-a0.ogg`, s.data),
      duration: s.duration,
      words: s.words,
    })),
  );
  await db.insert(storyTasks).values({
    uid: taskUid,
    purpose: { type: 'tidingsStory', locale, ageCluster: '4to5' },
    workflow: [{ teamid: 'narrator' }, { teamid: 'assembler' }],
    status: 'moderation',
    results: {
      completed: ['narrator', 'assembler'],
      outputs: { narrator: { scenes: voices, footnotes: [] } },
      progress: {},
      error: null,
    },
    seed: 1,
    newsDate: new Date().toISOString().slice(0, 10),
    storyUid,
  });
  const blank: Story = {
    uid: storyUid,
    title: locale === 'en' ? 'The fox and the kite' : 'Ёжик и змей',
    cover: null,
    date: new Date().toISOString().slice(0, 10),
    topic: 'news',
    locale,
    ageCluster: '4to5',
    duration: 0,
    basePath: MediaStore.basePath(taskUid),
    scenes: texts.map((text) => ({ image: null, video: null, title: null, text, words: [] })),
    content: texts.join('\n\n'),
    audio: null,
    backgroundaudio: null,
    footnotes: [],
  };
  const story = withVoices(blank, new Map(voices.map((v, i) => [i, v])), 'synthetic');
  await upsertStory(db, { ...story, voiceVersion: undefined, voice: undefined }, taskUid, 'draft');
  return { taskUid, storyUid };
}

export interface Take {
  /** WebM Opus, as Chromium's MediaRecorder writes it. */
  webm: Buffer;
  /** The words' onsets in seconds from the first word's (eSpeak's own timings). */
  onsets: number[];
  wav: Buffer;
}

/** `text` read by eSpeak's plain voice of the language at `rate` words a minute, after `leadSeconds` of silence. */
export async function speechTake(
  text: string,
  locale: Locale,
  rate: number,
  leadSeconds = 0.8,
  pitch = 45,
): Promise<Take> {
  const voice = { ...VOICE[locale], voice: locale, rate, pitch };
  const wav = await synthesizeWav(text, voice);
  const truth: WordTiming[] = (await wordTimings(text, voice, wav))!;
  const webm = await runFfmpeg(
    [
      '-i',
      'pipe:0',
      '-af',
      `adelay=${Math.round(leadSeconds * 1000)}`,
      '-c:a',
      'libopus',
      '-b:a',
      '48k',
      '-f',
      'webm',
      'pipe:1',
    ],
    wav,
  );
  return { webm, wav, onsets: truth.map((w) => w.start - truth[0]!.start) };
}

/** A take's form for the upload route: uid, version, then the takes. */
export function takesForm(uid: string, version: number, takes: Record<number, Buffer>, type = 'audio/webm'): FormData {
  const form = new FormData();
  form.append('uid', uid);
  form.append('version', String(version));
  for (const [i, data] of Object.entries(takes))
    form.append(`scene-${i}`, new Blob([new Uint8Array(data)], { type }), `scene-${i}.webm`);
  return form;
}
