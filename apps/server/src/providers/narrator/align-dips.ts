/**
 * Word starts for a person's recording (decision 056): align.ts places the words between pauses by their
 * letters, which is up to 360 ms off for a reader slower or faster than the letters predict. A person's
 * words are mostly parted by short dips in loudness (a stop, a breath, a softer onset), too short to be
 * pauses. This moves each estimated start onto the dip that best fits it — near the estimate and deep —
 * in order, by dynamic programming; a word with no fitting dip keeps the estimate, re-spread between the
 * words that moved.
 */
import type { WordTiming } from '../types.js';

const FRAME = 0.01;
/** How far from its estimate a word's start may move. */
const REACH = 0.3;
/** A dip must fall this many dB under the louder sound on both sides within NEIGHBOURHOOD. */
const MIN_DEPTH_DB = 6;
const NEIGHBOURHOOD = 12;

interface Dip {
  /** Where the sound rises again after the dip: the next word's onset. */
  at: number;
  depth: number;
}

/** Loudness of each 10 ms frame in dB, smoothed over three frames. */
function frameDb(pcm: Int16Array, rate: number): Float64Array {
  const size = Math.round(rate * FRAME);
  const n = Math.ceil(pcm.length / size);
  const raw = new Float64Array(n);
  for (let f = 0; f < n; f++) {
    let sum = 0;
    const end = Math.min(pcm.length, (f + 1) * size);
    for (let i = f * size; i < end; i++) sum += pcm[i]! * pcm[i]!;
    raw[f] = 10 * Math.log10(sum / Math.max(1, end - f * size) + 1);
  }
  return raw.map((_, f) => ((raw[f - 1] ?? raw[f]!) + raw[f]! + (raw[f + 1] ?? raw[f]!)) / 3);
}

/** Local minima of loudness with louder sound on both sides, each with its depth and the onset after it. */
export function findDips(pcm: Int16Array, rate: number): Dip[] {
  const db = frameDb(pcm, rate);
  const dips: Dip[] = [];
  for (let f = 1; f < db.length - 1; f++) {
    const from = Math.max(0, f - 3);
    const to = Math.min(db.length - 1, f + 3);
    let lowest = true;
    for (let g = from; g <= to; g++) if (db[g]! < db[f]! || (db[g] === db[f] && g < f)) lowest = false;
    if (!lowest) continue;
    let left = -Infinity;
    let right = -Infinity;
    for (let g = Math.max(0, f - NEIGHBOURHOOD); g < f; g++) left = Math.max(left, db[g]!);
    for (let g = f + 1; g <= Math.min(db.length - 1, f + NEIGHBOURHOOD); g++) right = Math.max(right, db[g]!);
    const depth = Math.min(left, right) - db[f]!;
    if (depth < MIN_DEPTH_DB) continue;
    // the onset: the first frame after the dip that has risen half way back up
    let rise = f;
    while (rise < to + NEIGHBOURHOOD && rise < db.length - 1 && db[rise]! < db[f]! + depth / 2) rise++;
    dips.push({ at: rise * FRAME, depth });
  }
  return dips;
}

/** How a word's length may differ from what its letters predict before it costs as much as missing a dip. */
const STRETCH_COST = 4;
/** A start left where the letters put it (no dip): as bad as a word a third longer than predicted. */
const NO_DIP = 0.35;

/**
 * Each stretch of words between fixed starts (`fixed`: the first word after a pause, already exact) gets the
 * starts that best fit both the dips and the words' letters: every word's start is a dip within REACH of its
 * estimate or the estimate itself, chosen by dynamic programming so that each word lasts about what its
 * letters predict at the stretch's pace (a reader's drift is followed, not fought) and deep dips are preferred.
 */
export function snapToDips(
  words: WordTiming[],
  dips: Dip[],
  fixed: (i: number) => boolean,
  weight: (i: number) => number,
): WordTiming[] {
  const starts = words.map((w) => w.start);
  let i0 = 0;
  while (i0 < words.length) {
    let i1 = i0 + 1;
    while (i1 < words.length && !fixed(i1)) i1++;
    fitStretch(words, dips, weight, i0, i1, starts);
    i0 = i1;
  }
  return words.map((word, i) => {
    const start = round(starts[i]!);
    // a word before a pause keeps its end at the pause; others end where the next begins
    const end = i + 1 < words.length && !fixed(i + 1) ? starts[i + 1]! : word.end;
    return { word: word.word, start, end: round(Math.max(start, end)) };
  });
}

/** Starts for words i0+1 … i1-1 (i0's start and the stretch's end, word i1-1's end, stay). */
function fitStretch(
  words: WordTiming[],
  dips: Dip[],
  weight: (i: number) => number,
  i0: number,
  i1: number,
  starts: number[],
): void {
  if (i1 - i0 < 2) return;
  const from = words[i0]!.start;
  const to = words[i1 - 1]!.end;
  const total = Array.from({ length: i1 - i0 }, (_, k) => weight(i0 + k)).reduce((a, b) => a + b, 0) || 1;
  const pace = (to - from) / total;
  // candidates per word: its estimate (no bonus) and the dips within reach
  const options: { at: number; gain: number }[][] = [[{ at: from, gain: 0 }]];
  for (let i = i0 + 1; i < i1; i++) {
    const est = words[i]!.start;
    options.push([
      { at: est, gain: -NO_DIP },
      ...dips
        .filter((d) => Math.abs(d.at - est) <= REACH && d.at > from && d.at < to)
        .map((d) => ({ at: d.at, gain: Math.min(d.depth, 30) / 30 })),
    ]);
  }
  const lengthCost = (i: number, span: number) =>
    span <= 0.02 ? Infinity : STRETCH_COST * Math.log(span / Math.max(0.02, pace * weight(i))) ** 2;
  // best[k][c]: the cost of words i0…i0+k with word i0+k starting at option c
  const best = options.map((o) => new Float64Array(o.length).fill(Infinity));
  const back = options.map((o) => new Int32Array(o.length).fill(-1));
  best[0]![0] = 0;
  for (let k = 1; k < options.length; k++)
    options[k]!.forEach((c, ci) => {
      options[k - 1]!.forEach((p, pi) => {
        const v = best[k - 1]![pi]! + lengthCost(i0 + k - 1, c.at - p.at) - c.gain;
        if (v < best[k]![ci]!) {
          best[k]![ci] = v;
          back[k]![ci] = pi;
        }
      });
    });
  const last = options.length - 1;
  let pick = -1;
  let lowest = Infinity;
  options[last]!.forEach((c, ci) => {
    const v = best[last]![ci]! + lengthCost(i1 - 1, to - c.at);
    if (v < lowest) [lowest, pick] = [v, ci];
  });
  if (pick < 0) return;
  for (let k = last; k > 0; k--) {
    starts[i0 + k] = options[k]![pick]!.at;
    pick = back[k]![pick]!;
  }
}

const round = (t: number) => Math.round(t * 1000) / 1000;
