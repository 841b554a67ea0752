/**
 * Read-along timings for a real narrator's audio (decision 037): the text is aligned to the audio, not
 * spread over its length. The pauses are found from the loudness of 10 ms frames; the text's sentence
 * boundaries are matched, in order, to the pauses that best fit them (long pauses near where the letters
 * say the boundary should be); commas, colons and dashes are matched the same way where the voice paused
 * at them. Between matched pauses, the words share the sounding time by their letters (or by weights the
 * caller knows better: the eSpeak narrator's fallback uses this with its own pauses).
 */
import type { WordTiming } from '../types.js';

const FRAME = 0.01;
/** A quiet stretch at least this long is a pause; stops inside words are shorter. */
export const MIN_PAUSE = 0.15;

export interface Pause {
  start: number;
  end: number;
}

/** Root-mean-square loudness of each 10 ms frame of 16-bit mono samples. */
function frameLoudness(pcm: Int16Array, rate: number): Float32Array {
  const size = Math.round(rate * FRAME);
  const out = new Float32Array(Math.ceil(pcm.length / size));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    const end = Math.min(pcm.length, (f + 1) * size);
    for (let i = f * size; i < end; i++) sum += pcm[i]! * pcm[i]!;
    out[f] = Math.sqrt(sum / Math.max(1, end - f * size));
  }
  return out;
}

/** The sounding span [start, end] and the pauses (quiet for at least `minPause` s) inside it, in seconds. */
export function findPauses(
  pcm: Int16Array,
  rate: number,
  minPause = MIN_PAUSE,
): { start: number; end: number; pauses: Pause[] } {
  const loud = frameLoudness(pcm, rate);
  const sorted = Float32Array.from(loud).sort();
  // quiet: 30 dB under the loud frames (their 95th percentile), and never above a faint hiss
  const threshold = Math.max(30, 0.03 * (sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0));
  const sounding = Array.from(loud, (v) => v > threshold);
  const first = sounding.indexOf(true);
  const last = sounding.lastIndexOf(true);
  if (first < 0) return { start: 0, end: 0, pauses: [] };
  const pauses: Pause[] = [];
  let quietFrom = -1;
  for (let f = first; f <= last; f++) {
    if (!sounding[f] && quietFrom < 0) quietFrom = f;
    if (sounding[f] && quietFrom >= 0) {
      if ((f - quietFrom) * FRAME >= minPause - 1e-9) pauses.push({ start: quietFrom * FRAME, end: f * FRAME });
      quietFrom = -1;
    }
  }
  return { start: first * FRAME, end: (last + 1) * FRAME, pauses };
}

const letters = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '').length;
/** A word that ends a sentence: its last letter is followed by . ! ? or … (closing quotes may follow). */
const endsSentence = (word: string) => /[.!?…]+["»”’)]*$/.test(word);
/** A word after which a voice may pause inside a sentence: a comma, colon, semicolon or dash. */
const endsClause = (word: string) => /[,;:—–-]["»”’)]*$/.test(word) || /^[—–-]$/.test(word);

/** Sentences of the text as lists of word indexes. */
export function sentences(words: string[]): number[][] {
  const out: number[][] = [[]];
  words.forEach((w, i) => {
    out.at(-1)!.push(i);
    if (endsSentence(w) && i < words.length - 1) out.push([]);
  });
  return out;
}

/** A place between two words where a pause may fall: after `word` (index); a sentence end must be matched. */
interface Boundary {
  word: number;
  at: number;
  skip: number;
}

/**
 * Which pause each boundary falls on (-1: none), by dynamic programming over both in order: a boundary on a
 * pause costs how far the pause is from where the letters put the boundary, less the pause's length; a
 * sentence end left without a pause costs a second, a comma or colon without one a third of a second.
 */
function matchBoundaries(boundaries: Boundary[], pauses: Pause[]): number[] {
  const B = boundaries.length;
  const P = pauses.length;
  const cost = (b: number, p: number) =>
    Math.abs((pauses[p]!.start + pauses[p]!.end) / 2 - boundaries[b]!.at) - (pauses[p]!.end - pauses[p]!.start);
  // best[b][p]: the cost of placing boundaries 0..b-1 using pauses 0..p-1
  const best = Array.from({ length: B + 1 }, () => new Float64Array(P + 1).fill(Infinity));
  const move = Array.from({ length: B + 1 }, () => new Int8Array(P + 1));
  for (let p = 0; p <= P; p++) {
    best[0]![p] = 0;
    move[0]![p] = 2;
  }
  for (let b = 1; b <= B; b++) {
    best[b]![0] = best[b - 1]![0]! + boundaries[b - 1]!.skip;
    move[b]![0] = 1;
    for (let p = 1; p <= P; p++) {
      const options = [
        best[b - 1]![p - 1]! + cost(b - 1, p - 1),
        best[b - 1]![p]! + boundaries[b - 1]!.skip,
        best[b]![p - 1]!,
      ];
      const pick = options.indexOf(Math.min(...options));
      best[b]![p] = options[pick]!;
      move[b]![p] = pick;
    }
  }
  const out = new Array<number>(B).fill(-1);
  for (let b = B, p = P; b > 0;) {
    const m = move[b]![p]!;
    if (m === 0) out[--b] = --p;
    else if (m === 1) b--;
    else p--;
  }
  return out;
}

/** Word timings for `text` spoken in `pcm` (16-bit mono at `rate`): words weighed by their letters. */
export function alignWords(text: string, pcm: Int16Array, rate: number): WordTiming[] {
  const words = text.split(/\s+/).filter(Boolean);
  return alignWeighted(
    words.map((w) => ({
      word: w,
      weight: Math.max(1, letters(w)),
      boundary: endsSentence(w) ? 'sentence' : endsClause(w) ? 'clause' : null,
    })),
    pcm,
    rate,
  );
}

/** A word to align: how long it should take against the others, and the pause the voice may make after it. */
export interface WeighedWord {
  word: string;
  weight: number;
  boundary: 'sentence' | 'clause' | null;
}

/**
 * Word timings for words spoken in `pcm`: their boundaries matched to the audio's pauses (of at least
 * `minPause` s), the words between placed by their weights over the sounding time.
 */
export function alignWeighted(list: WeighedWord[], pcm: Int16Array, rate: number, minPause = MIN_PAUSE): WordTiming[] {
  if (!list.length) return [];
  const words = list.map((w) => w.word);
  const { start, end, pauses } = findPauses(pcm, rate, minPause);
  const weight = list.map((w) => w.weight);
  const total = weight.reduce((a, b) => a + b, 0) || 1;
  // the boundaries, each where the letters alone put it over the sounding time (the pauses skipped)
  const clock = soundingClock(start, end, pauses);
  const boundaries: Boundary[] = [];
  let before = 0;
  list.slice(0, -1).forEach((w, i) => {
    before += weight[i]!;
    const skip = w.boundary === 'sentence' ? 1 : w.boundary === 'clause' ? 1 / 3 : 0;
    if (skip) boundaries.push({ word: i, at: clock.at((clock.length * before) / total), skip });
  });
  const matched = matchBoundaries(boundaries, pauses);
  // the stretches between matched pauses: their words share them by letters
  const out: WordTiming[] = [];
  let from = start;
  let first = 0;
  matched.forEach((p, b) => {
    if (p < 0) return;
    const last = boundaries[b]!.word;
    placeByWeight(range(first, last), words, weight, from, pauses[p]!.start, pauses, out);
    from = pauses[p]!.end;
    first = last + 1;
  });
  placeByWeight(range(first, words.length - 1), words, weight, from, end, pauses, out);
  return out;
}

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, k) => a + k);

/** Seconds of sound from `from` to `to` with the pauses inside left out, and the moment `s` seconds of sound in. */
function soundingClock(from: number, to: number, pauses: Pause[]): { length: number; at: (s: number) => number } {
  const sounding: [number, number][] = [];
  let clock = from;
  for (const p of pauses.filter((q) => q.start > from && q.end < to)) {
    sounding.push([clock, p.start]);
    clock = p.end;
  }
  sounding.push([clock, to]);
  return {
    length: sounding.reduce((sum, [a, b]) => sum + b - a, 0),
    // a moment at a pause's edge is where the sound starts again
    at: (s: number) => {
      for (const [a, b] of sounding) {
        if (s < b - a - 1e-9) return a + s;
        s -= b - a;
      }
      return to;
    },
  };
}

/** Words of one stretch placed by their weights over its sounding time. */
function placeByWeight(
  run: number[],
  words: string[],
  weight: number[],
  from: number,
  to: number,
  pauses: Pause[],
  out: WordTiming[],
): void {
  const { length, at } = soundingClock(from, to, pauses);
  const total = run.reduce((sum, i) => sum + weight[i]!, 0) || 1;
  let spoken = 0;
  run.forEach((i, k) => {
    const begin = at((length * spoken) / total);
    spoken += weight[i]!;
    const finish = k === run.length - 1 ? to : at((length * spoken) / total);
    out.push({ word: words[i]!, start: round(begin), end: round(Math.max(begin, finish)) });
  });
}

const round = (t: number) => Math.round(t * 1000) / 1000;
