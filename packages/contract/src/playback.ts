/** Story playback rules as pure functions (consumer §4 Story playback, Footnotes; §9). */
import { FOOTNOTE, STORY } from './constants.js';

export interface TimedScene {
  start?: number;
  end?: number;
  duration?: number;
}

/**
 * Gives every scene a start, end and duration. Scenes missing a duration share what is left of
 * the story's total equally (consumer §3).
 */
export function layoutScenes<T extends TimedScene>(scenes: T[], total: number): (T & Required<TimedScene>)[] {
  const known = scenes.reduce((sum, s) => sum + (s.duration && s.duration > 0 ? s.duration : 0), 0);
  const missing = scenes.filter((s) => !(s.duration && s.duration > 0)).length;
  const share = missing ? Math.max(0, total - known) / missing : 0;
  let clock = 0;
  return scenes.map((scene) => {
    const duration = scene.duration && scene.duration > 0 ? scene.duration : share;
    const start = clock;
    clock += duration;
    return { ...scene, start, end: clock, duration };
  });
}

/** The scene playing at time t (the last one once the story has ended). */
export function sceneAt(scenes: Required<TimedScene>[], t: number): number {
  const index = scenes.findIndex((s) => t < s.end);
  return index < 0 ? Math.max(0, scenes.length - 1) : index;
}

/**
 * The same moment in a story told in another language (issue 26 §9): the same scene, as far into it
 * in proportion (the twin's voice is longer or shorter). Twins have as many scenes; past the twin's
 * last scene it is the twin's end.
 */
export function sameMoment(from: Required<TimedScene>[], to: Required<TimedScene>[], t: number): number {
  if (!from.length || !to.length) return 0;
  const index = sceneAt(from, t);
  const scene = from[index]!;
  const target = to[Math.min(index, to.length - 1)]!;
  const share = scene.duration > 0 ? Math.min(1, Math.max(0, (t - scene.start) / scene.duration)) : 0;
  return Math.round((target.start + share * target.duration) * 100) / 100;
}

/**
 * The ticker moves the clock 1/25 s per tick, so a tick that fires late leaves the pictures and
 * words behind the voice. The player sets this performance mark on every tick that comes more
 * than `afterPeriods` periods after the last one; `npm run bench -- player` counts the marks.
 */
export const LATE_TICK = { mark: 'tt:player-late-tick', afterPeriods: 1.5 } as const;

/** One tick of the 25 fps ticker: time moves only while playing and no modal is open. */
export function tick(time: number, playing: boolean, modalOpen: boolean, duration: number): number {
  if (!playing || modalOpen) return time;
  return Math.min(duration, time + 1 / STORY.ticksPerSecond);
}

/** A view is reported once, when playback passes half the duration. */
export function viewDue(time: number, duration: number, alreadyReported: boolean): boolean {
  return !alreadyReported && duration > 0 && time >= duration * STORY.viewAtShare;
}

/** How long a footnote shows: max(audio + 0.5 s, text length / 18), never less than 5 s. */
export function footnoteSeconds(textLength: number, audioSeconds?: number | null): number {
  const byAudio = audioSeconds ? audioSeconds + FOOTNOTE.audioPaddingS : 0;
  return Math.max(byAudio, textLength / FOOTNOTE.charsPerSecond, FOOTNOTE.minS);
}

/**
 * Where a footnote's word occurs in the text, checked with up to 50 characters of context on
 * either side so the same word elsewhere is not taken. Returns the index or -1.
 */
export function footnotePosition(text: string, word: string, context?: { before?: string; after?: string }): number {
  let from = 0;
  for (;;) {
    const index = text.indexOf(word, from);
    if (index < 0) return -1;
    const before = text.slice(Math.max(0, index - FOOTNOTE.contextChars), index);
    const after = text.slice(index + word.length, index + word.length + FOOTNOTE.contextChars);
    const fits =
      (!context?.before || before.endsWith(context.before.slice(-FOOTNOTE.contextChars))) &&
      (!context?.after || after.startsWith(context.after.slice(0, FOOTNOTE.contextChars)));
    if (fits) return index;
    from = index + 1;
  }
}

export interface WordTime {
  word: string;
  start: number;
  end: number;
}

/** Read-along timings when the narrator gave none: spread over the audio by word length. */
export function estimateWordTimings(text: string, seconds: number): WordTime[] {
  const words = text.split(/\s+/).filter(Boolean);
  const weights = words.map((w) => Math.max(1, w.replace(/[^\p{L}\p{N}]/gu, '').length) + 1);
  const total = weights.reduce((a, b) => a + b, 0);
  let clock = 0;
  return words.map((word, i) => {
    const start = clock;
    clock += (weights[i]! / total) * seconds;
    return { word, start, end: clock };
  });
}

/** The word being spoken at t seconds into the scene's voice-over, or -1 before the first. */
export function wordAt(words: WordTime[], t: number): number {
  if (!words.length || t < words[0]!.start) return -1;
  const index = words.findIndex((w) => t < w.end);
  return index < 0 ? words.length - 1 : index;
}
