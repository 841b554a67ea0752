/**
 * How each mood's tune goes (tempo, metre, key, instruments, rhythms), and the lullaby every story winds
 * down into: slower than any mood (60 bpm), in three, on a soft bell over a hushed pad (issue 31: the
 * good night was read over a 104 bpm glockenspiel).
 */
import type { Mood } from '../types.js';
import type { VoiceName } from './voices.js';

export interface Style {
  bpm: number;
  meter: 3 | 4;
  /** MIDI note of the tonic where the accompaniment plays; the melody sings an octave above it. */
  key: number;
  scale: number[];
  melody: VoiceName;
  accompaniment: VoiceName;
  /** The broken chord, one entry per eighth note: which of bass, root, third, fifth, octave (0–4) sound. */
  pattern: number[][];
  /** Melody rhythms for a bar, in beats; a negative length is a rest. */
  rhythms: number[][];
  /** The last bar of a phrase: its last note is held. */
  cadences: number[][];
  /** The widest step the melody likes, in scale degrees (curious tunes leap). */
  leap: number;
  pad: boolean;
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const LYDIAN = [0, 2, 4, 6, 7, 9, 11]; // the raised fourth: a wondering, "what is that?" colour

export const STYLES: Record<Mood, Style> = {
  calm: {
    bpm: 63,
    meter: 3,
    key: 65,
    scale: MAJOR,
    melody: 'musicBox',
    accompaniment: 'marimba',
    pattern: [[0], [], [2], [], [3], []],
    rhythms: [[3], [2, 1], [2, 1], [1, 1, 1]],
    cadences: [[3], [1, 2]],
    leap: 2,
    pad: true,
  },
  cozy: {
    bpm: 76,
    meter: 3,
    key: 63,
    scale: MAJOR,
    melody: 'celesta',
    accompaniment: 'marimba',
    pattern: [[0], [2], [3], [4], [3], [2]],
    rhythms: [[2, 1], [1, 1, 1], [1, 0.5, 0.5, 1], [3]],
    cadences: [[3], [1, 2]],
    leap: 2,
    pad: true,
  },
  happy: {
    bpm: 104,
    meter: 4,
    key: 65,
    scale: MAJOR,
    melody: 'glockenspiel',
    accompaniment: 'marimba',
    pattern: [[0, 1], [3], [2], [3], [1], [3], [2], [3]],
    rhythms: [
      [1, 1, 1, 1],
      [1, 0.5, 0.5, 2],
      [2, 1, 1],
      [0.5, 0.5, 1, 1, 1],
      [1, 1, 2],
    ],
    cadences: [
      [2, 2],
      [1, 1, 2],
    ],
    leap: 3,
    pad: false,
  },
  curious: {
    bpm: 92,
    meter: 4,
    key: 62,
    scale: LYDIAN,
    melody: 'musicBox',
    accompaniment: 'marimba',
    pattern: [[0], [], [2, 3], [], [1], [], [2, 3], [4]],
    rhythms: [
      [0.5, 0.5, 1, -1, 1],
      [1, -0.5, 0.5, 2],
      [0.5, 0.5, 0.5, 0.5, 2],
      [1.5, 0.5, 1, 1],
    ],
    cadences: [
      [1, -1, 2],
      [2, 2],
    ],
    leap: 5,
    pad: false,
  },
};

/** The wind-down and good night, whatever the mood: a slow waltz in the mood's key, soft and sparse. */
export function lullabyOf(mood: Mood): Style {
  return {
    bpm: 60,
    meter: 3,
    key: STYLES[mood].key,
    scale: MAJOR,
    melody: 'softBell',
    accompaniment: 'softBell',
    pattern: [[0], [], [2], [], [3], []],
    rhythms: [[3], [2, 1], [2, 1], [3]],
    cadences: [[3], [2, 1]],
    leap: 2,
    pad: true,
  };
}

/** How much quieter the lullaby's notes are struck than the mood's (the pad stays): a hush, not a cut. */
export const LULLABY_VELOCITY = 0.7;
