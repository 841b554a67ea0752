/**
 * Writes a little tune per story, the way lullabies and music-box songs go: sixteen bars in two phrases,
 * the first asking (it ends on the fifth), the second answering (home on the tonic); motifs that come
 * back (bars 5–6 repeat bars 1–2, bars 13–14 bring them back again), melody notes that step more than
 * they leap and land on the chord on strong beats. Then plays it as long as the story: an intro bar of
 * accompaniment, then the tune again and again, every second time with a sweet third under the melody.
 */
import { pick, type Random } from '../random.js';
import type { Mood } from '../types.js';
import type { VoiceName } from './voices.js';

/** A note to play: struck (music box, celesta…) or held (the pad, for `hold` seconds). */
export interface Note {
  at: number;
  midi: number;
  velocity: number;
  voice: VoiceName | 'pad';
  hold?: number;
}

interface Style {
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

const STYLES: Record<Mood, Style> = {
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

/** Chords by scale degree (0 = I … 5 = vi), sixteen bars; bars 13–14 are bars 1–2 again, so the motif can return. */
const PROGRESSIONS = [
  [0, 3, 0, 4, 0, 3, 1, 4, 3, 0, 3, 4, 0, 3, 4, 0],
  [0, 5, 3, 4, 0, 5, 1, 4, 3, 4, 0, 5, 0, 5, 4, 0],
  [0, 0, 3, 0, 0, 0, 1, 4, 5, 3, 0, 4, 0, 0, 4, 0],
  [0, 4, 5, 3, 0, 4, 3, 4, 3, 0, 3, 4, 0, 4, 4, 0],
];

/** A melody note: where in the tune (beats), its scale degree counted from the melody's tonic, its length. */
interface TuneNote {
  beat: number;
  degree: number;
  beats: number;
}

const LOWEST = -3;
const HIGHEST = 9;
const mod7 = (d: number) => ((d % 7) + 7) % 7;
const inChord = (degree: number, chord: number) => [0, 2, 4].some((third) => mod7(chord + third) === mod7(degree));

/**
 * The next melody note after `line` (the degrees sung so far): a step rather than a leap, a leap turned
 * back by a step the other way, seldom the same note again (never a third time) or the one before it, the chord on strong
 * beats, drawn toward the phrase's arch.
 */
function nextDegree(
  random: Random,
  style: Style,
  line: number[],
  chord: number,
  strong: boolean,
  toward: number,
): number {
  const prev = line.at(-1)!;
  const lastMove = line.length > 1 ? prev - line.at(-2)! : 0;
  let [best, bestCost] = [prev, Infinity];
  for (let degree = LOWEST; degree <= HIGHEST; degree++) {
    const move = degree - prev;
    const size = Math.abs(move);
    let cost = size <= 2 ? [2.5, 0.3, 1][size]! : size * (style.leap > 3 ? 0.35 : 1.1);
    if (size > style.leap) cost += 5;
    if (size === 0 && lastMove === 0) cost += 6;
    if (size > 0 && degree === line.at(-2)) cost += 1.2; // no trilling to and fro
    if (Math.abs(lastMove) > 2 && (size > 2 || Math.sign(move) === Math.sign(lastMove))) cost += 2;
    if (!inChord(degree, chord)) cost += strong ? 5 : 0.6;
    cost += Math.abs(degree - toward) * 0.35 + random() * 2;
    if (cost < bestCost) [best, bestCost] = [degree, cost];
  }
  return best;
}

type BarNotes = Omit<TuneNote, 'beat'>[];

/** One bar of melody on a rhythm, continuing `line`; `end` forces the last note's degree (a phrase's close). */
function bar(
  random: Random,
  style: Style,
  line: number[],
  rhythm: number[],
  chord: number,
  toward: number,
  end?: number,
) {
  const notes: BarNotes = [];
  let beat = 0;
  rhythm.forEach((length, i) => {
    if (length > 0) {
      const strong = beat === 0 || (style.meter === 4 && beat === 2);
      const degree =
        end !== undefined && i === rhythm.length - 1 ? end : nextDegree(random, style, line, chord, strong, toward);
      notes.push({ degree, beats: length });
      line.push(degree);
    } else notes.push({ degree: Number.NaN, beats: -length });
    beat += Math.abs(length);
  });
  return notes;
}

/** The sixteen bars of melody over the chords: A (asks, ends on the fifth), B (answers, ends home). */
function writeMelody(random: Random, style: Style, chords: number[]): TuneNote[] {
  const bars: BarNotes[] = [];
  const rhythmA = [pick(random, style.rhythms), pick(random, style.rhythms)];
  const rhythmB = [pick(random, style.rhythms), pick(random, style.rhythms)];
  // where each bar's melody leans: up to the middle of a phrase, back down at its end
  const arch = [2, 3, 4, 4, 5, 5, 4, 3, 4, 5, 6, 7, 5, 4, 2, 1];
  const line = [pick(random, [0, 2, 4])];
  for (let i = 0; i < 16; i++) {
    const [chord, toward] = [chords[i]!, arch[i]!];
    if (i === 4 || i === 5 || i === 12 || i === 13) {
      // the motif returns: bars 1–2 again, over the same chords
      const again = bars[i % 2]!;
      bars.push(again);
      line.push(...again.map((n) => n.degree).filter((d) => !Number.isNaN(d)));
    } else if (i === 7 || i === 15) {
      const close = i === 7 ? pick(random, [4, 1]) : 0; // the question ends on the fifth or the second, the answer at home
      bars.push(bar(random, style, line, pick(random, style.cadences), chord, toward, close));
    } else {
      const rhythm = i === 6 || i === 14 ? pick(random, style.rhythms) : (i < 8 ? rhythmA : rhythmB)[i % 2]!;
      bars.push(bar(random, style, line, rhythm, chord, toward));
    }
  }
  return bars.flatMap((notes, i) => {
    let beat = i * style.meter;
    return notes.flatMap((n) => {
      const note = { ...n, beat };
      beat += n.beats;
      return Number.isNaN(n.degree) ? [] : [note];
    });
  });
}

/** MIDI note of a scale degree counted from `tonic` (degrees may be negative or past the octave). */
const midiOf = (style: Style, tonic: number, degree: number) =>
  tonic + 12 * Math.floor(degree / 7) + style.scale[mod7(degree)]!;

/** The notes of a story's music: the tune for this mood and seed, repeated to fill `seconds`. */
export function playTune(mood: Mood, seconds: number, random: Random): { notes: Note[]; seconds: number } {
  const style = STYLES[mood];
  const beat = 60 / style.bpm;
  const barS = beat * style.meter;
  const chords = pick(random, PROGRESSIONS);
  const melody = writeMelody(random, style, chords);
  const bars = Math.max(2, Math.ceil(seconds / barS));
  const notes: Note[] = [];
  const human = () => (random() - 0.5) * 0.012; // a hand, not a clock: a few milliseconds early or late
  const softly = (v: number) => v * (0.9 + random() * 0.2);
  for (let b = 0; b < bars; b++) {
    // bar 0 is the intro (the tonic chord alone); then the tune's bars, round after round
    const inTune = b - 1;
    const chord = inTune < 0 ? 0 : chords[inTune % 16]!;
    const start = b * barS;
    // the chord's root kept near the key (IV, V and vi under it), so the broken chords stay in one hand's reach
    const root = chord >= 3 ? chord - 7 : chord;
    const chordTones = [0, 2, 4, 7].map((d) => midiOf(style, style.key, root + d));
    // the bass no lower than a sixth under the key: deeper notes are lost on a phone and only muddy the rest
    const bass = chordTones[0]! - 12 >= style.key - 9 ? chordTones[0]! - 12 : chordTones[0]!;
    const voicing = [bass, ...chordTones];
    style.pattern.forEach((tones, eighth) =>
      tones.forEach((tone) =>
        notes.push({
          at: start + (eighth * beat) / 2 + human(),
          midi: voicing[tone]!,
          velocity: softly(tone === 0 ? 0.5 : 0.32),
          voice: style.accompaniment,
        }),
      ),
    );
    if (style.pad)
      for (const d of [0, 2, 4])
        notes.push({
          at: start,
          midi: midiOf(style, style.key, root + d),
          velocity: 0.05,
          voice: 'pad',
          hold: barS * 1.25,
        });
    if (inTune < 0) continue;
    const round = Math.floor(inTune / 16);
    for (const n of melody.filter((m) => Math.floor(m.beat / style.meter) === inTune % 16)) {
      const at = start + (n.beat % style.meter) * beat + human();
      const strong = n.beat % style.meter === 0;
      notes.push({
        at,
        midi: midiOf(style, style.key + 12, n.degree),
        velocity: softly(strong ? 1 : 0.82),
        voice: style.melody,
      });
      if (round % 2 === 1 && n.beats >= 1)
        notes.push({
          at,
          midi: midiOf(style, style.key + 12, n.degree - 2),
          velocity: softly(0.4),
          voice: style.melody,
        });
    }
  }
  return { notes, seconds: bars * barS };
}
