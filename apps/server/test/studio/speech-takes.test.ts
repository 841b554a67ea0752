/**
 * A recording must be speech (issue 34 point 5): a take that sounds but has no one reading in it — a steady
 * tone, beeps like Chromium's fake microphone, noise, noise pulsing like syllables, instrumental notes — is
 * refused with the scene and the reason, in en and ru, like silence; eSpeak NG reading in English and
 * Russian at several speeds and pitches is taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, NARRATION } from '@tt/contract';
import { findStory } from '../../src/modules/studio/repository.js';
import { decodePcm, wavFromPcm16 } from '../../src/providers/media/ffmpeg.js';
import { measureSpeech, soundsLikeSpeech } from '../../src/providers/narrator/speech-like.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertNarratedTask, SCENES, speechTake, takesForm } from '../helpers/narrated-story.js';

const RATE = 16_000;

/** `seconds` of 16-bit PCM from a sample function of time, after 0.5 s of quiet (as a take starts). */
function pcmOf(seconds: number, sample: (t: number) => number): Int16Array {
  const lead = RATE / 2;
  const out = new Int16Array(lead + Math.round(seconds * RATE));
  for (let i = 0; i < out.length - lead; i++)
    out[lead + i] = Math.round(Math.max(-1, Math.min(1, sample(i / RATE))) * 20000);
  return out;
}

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
const sine = (hz: number, t: number) => Math.sin(2 * Math.PI * hz * t);
/** A piano-like note: a few harmonics, struck and fading. */
const note = (hz: number, t: number) =>
  Math.exp(-3 * t) * (0.6 * sine(hz, t) + 0.25 * sine(2 * hz, t) + 0.15 * sine(3 * hz, t));
const MELODY = [262, 294, 330, 349, 392, 349, 330, 294, 262, 330, 392, 523];

const NOT_SPEECH: [string, Int16Array][] = [
  ['a steady 440 Hz tone', pcmOf(5, (t) => 0.5 * sine(440, t))],
  ['a steady 150 Hz hum with harmonics', pcmOf(5, (t) => 0.4 * sine(150, t) + 0.2 * sine(300, t) + 0.1 * sine(450, t))],
  // Chromium's fake microphone: a short beep every half second
  ['beeps', pcmOf(5, (t) => (t % 0.5 < 0.1 ? 0.5 * sine(1000, t) : 0))],
  ['low beeps', pcmOf(5, (t) => (t % 0.25 < 0.08 ? 0.5 * sine(220, t) : 0))],
  ['white noise', pcmOf(5, () => 0.3 * random())],
  [
    'noise pulsing four times a second',
    pcmOf(5, () => 0.3 * random()).map((v, i) => v * (0.55 + 0.45 * Math.sin((2 * Math.PI * 4 * i) / RATE))),
  ],
  ['a melody of piano notes', pcmOf(6, (t) => note(MELODY[Math.floor(t * 2) % MELODY.length]!, t % 0.5))],
  [
    'chords',
    pcmOf(6, (t) => {
      const root = [196, 262, 220, 175][Math.floor(t) % 4]!;
      return 0.3 * (note(root, t % 1) + note(root * 1.26, t % 1) + note(root * 1.5, t % 1));
    }),
  ],
];

describe('how speech-like a sound is', () => {
  it.each(NOT_SPEECH)('%s is not speech', (_, pcm) => {
    const measures = measureSpeech(pcm, RATE);
    expect(soundsLikeSpeech(measures), JSON.stringify(measures)).toBe(false);
  });

  it.each([
    ['en', 165, 45],
    ['en', 120, 70],
    ['ru', 150, 45],
    ['ru', 120, 25],
  ] as const)('eSpeak NG reading %s at %i words a minute, pitch %i, is speech', async (locale, rate, pitch) => {
    for (const text of SCENES[locale]) {
      const take = await speechTake(text, locale, rate, 0.8, pitch);
      const measures = measureSpeech(await decodePcm(take.webm, RATE), RATE);
      expect(soundsLikeSpeech(measures), `${text}: ${JSON.stringify(measures)}`).toBe(true);
    }
  });
});

let t: TestApp;
let moderator: string;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await t.signInAs(['moderation'], 8);
});
afterAll(() => t?.close());

describe('a take without speech is refused', () => {
  // every refusal leaves the story as it was, so one task and one good take serve them all
  let task: { taskUid: string; storyUid: string };
  let good: Buffer;
  beforeAll(async () => {
    task = await insertNarratedTask(t.app.context.db, t.app.context.media, 'en');
    good = (await speechTake(SCENES.en[0], 'en', 150)).webm;
  });

  it.each([
    ['a tone', NOT_SPEECH[0]![1]],
    ['beeps', NOT_SPEECH[2]![1]],
    ['noise', NOT_SPEECH[4]![1]],
    ['notes', NOT_SPEECH[6]![1]],
  ])('%s for scene 2: refused naming the scene and why, in en and ru; the story is as it was', async (_, pcm) => {
    const before = (await findStory(t.app.context.db, task.storyUid))!.data;
    const form = takesForm(task.taskUid, 0, { 0: good, 1: wavFromPcm16(pcm, RATE) });
    const res = await fetch(`${t.url}${NARRATION.uploadPath}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${moderator}` },
    });
    const body = (await res.json()) as { errors: { field: string; key: string; message: string }[] };
    expect(res.status).toBe(422);
    expect(body.errors).toEqual([
      expect.objectContaining({
        field: 'scene-1',
        key: 'errors.voiceNotSpeech',
        message: expect.stringMatching(/tone, noise or music/),
      }),
    ]);
    expect(formatMessage('ru', 'errors.voiceNotSpeech')).toMatch(/не слышно чтения вслух/);
    expect((await findStory(t.app.context.db, task.storyUid))!.data).toEqual(before);
  });
});
