/**
 * Writes a little tune per story, the way lullabies and music-box songs go: sixteen bars in two phrases,
 * the first asking (it ends on the fifth), the second answering (home on the tonic); motifs that come
 * back (bars 5–6 repeat bars 1–2, bars 13–14 bring them back again), melody notes that step more than
 * they leap and land on the chord on strong beats. Then plays it as the story goes (issue 31): the mood's
 * theme, each round a variation (new chords and a new answer around the same opening motif, every second
 * round with a sweet third under the melody), until the wind-down, where a slow lullaby takes over.
 */
import { pick, type Random } from '../random.js';
import type { Mood } from '../types.js';
import { LULLABY_VELOCITY, lullabyOf, STYLES, type Style } from './styles.js';
import type { VoiceName } from './voices.js';

/** A note to play: struck (music box, celesta…) or held (the pad, for `hold` seconds). */
export interface Note {
  at: number;
  midi: number;
  velocity: number;
  voice: VoiceName | 'pad';
  hold?: number;
}

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
function writeMelody(random: Random, style: Style, chords: number[], motif?: BarNotes[]): TuneNote[] {
  const bars: BarNotes[] = [];
  const rhythmA = [pick(random, style.rhythms), pick(random, style.rhythms)];
  const rhythmB = [pick(random, style.rhythms), pick(random, style.rhythms)];
  // where each bar's melody leans: up to the middle of a phrase, back down at its end
  const arch = [2, 3, 4, 4, 5, 5, 4, 3, 4, 5, 6, 7, 5, 4, 2, 1];
  const line = [pick(random, [0, 2, 4])];
  for (let i = 0; i < 16; i++) {
    const [chord, toward] = [chords[i]!, arch[i]!];
    if (motif && i < 2) {
      // a variation keeps the theme's opening, so the child still knows the tune
      bars.push(motif[i]!);
      line.push(...motif[i]!.map((n) => n.degree).filter((d) => !Number.isNaN(d)));
    } else if (i === 4 || i === 5 || i === 12 || i === 13) {
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
  return toBeats(style, bars);
}

function toBeats(style: Style, bars: BarNotes[]): TuneNote[] {
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

/** The melody's bars back from its notes (for the motif a variation keeps). */
function barsOf(style: Style, melody: TuneNote[], count: number): BarNotes[] {
  return Array.from({ length: count }, (_, b) =>
    melody.filter((n) => Math.floor(n.beat / style.meter) === b).map(({ degree, beats }) => ({ degree, beats })),
  );
}

/** One stretch of the score in one style. */
export interface Section {
  /** Seconds from the start of the music. */
  from: number;
  to: number;
  bpm: number;
  style: 'theme' | 'lullaby';
}

const human = (random: Random) => (random() - 0.5) * 0.012; // a hand, not a clock: a few milliseconds early or late

/**
 * Plays `bars` bars of `style` from `start` seconds: an intro bar of the tonic chord alone, then the tune's
 * rounds, each a variation of the first.
 */
function playSection(style: Style, start: number, bars: number, random: Random, loudness: number): Note[] {
  const beat = 60 / style.bpm;
  const barS = beat * style.meter;
  const softly = (v: number) => loudness * v * (0.9 + random() * 0.2);
  const first = pick(random, PROGRESSIONS);
  const theme = writeMelody(random, style, first);
  const motif = barsOf(style, theme, 2);
  const rounds: { chords: number[]; melody: TuneNote[] }[] = [{ chords: first, melody: theme }];
  const notes: Note[] = [];
  for (let b = 0; b < bars; b++) {
    const inTune = b - 1;
    const round = Math.floor(Math.max(0, inTune) / 16);
    if (!rounds[round]) {
      const chords = pick(random, PROGRESSIONS);
      rounds.push({ chords, melody: writeMelody(random, style, chords, motif) });
    }
    const { chords, melody } = rounds[round]!;
    const chord = inTune < 0 ? 0 : chords[inTune % 16]!;
    const at = start + b * barS;
    // the chord's root kept near the key (IV, V and vi under it), so the broken chords stay in one hand's reach
    const root = chord >= 3 ? chord - 7 : chord;
    const chordTones = [0, 2, 4, 7].map((d) => midiOf(style, style.key, root + d));
    // the bass no lower than a sixth under the key: deeper notes are lost on a phone and only muddy the rest
    const bass = chordTones[0]! - 12 >= style.key - 9 ? chordTones[0]! - 12 : chordTones[0]!;
    const voicing = [bass, ...chordTones];
    style.pattern.forEach((tones, eighth) =>
      tones.forEach((tone) =>
        notes.push({
          at: at + (eighth * beat) / 2 + human(random),
          midi: voicing[tone]!,
          velocity: softly(tone === 0 ? 0.5 : 0.32),
          voice: style.accompaniment,
        }),
      ),
    );
    if (style.pad)
      for (const d of [0, 2, 4])
        notes.push({ at, midi: midiOf(style, style.key, root + d), velocity: 0.05, voice: 'pad', hold: barS * 1.25 });
    if (inTune < 0) continue;
    for (const n of melody.filter((m) => Math.floor(m.beat / style.meter) === inTune % 16)) {
      const when = at + (n.beat % style.meter) * beat + human(random);
      const strong = n.beat % style.meter === 0;
      const midi = midiOf(style, style.key + 12, n.degree);
      notes.push({ at: when, midi, velocity: softly(strong ? 1 : 0.82), voice: style.melody });
      if (round % 2 === 1 && n.beats >= 1)
        notes.push({
          at: when,
          midi: midiOf(style, style.key + 12, n.degree - 2),
          velocity: softly(0.4),
          voice: style.melody,
        });
    }
  }
  return notes;
}

/** The lullaby lasts at least this long, so the fade under the last words is all lullaby. */
export const LULLABY_MIN_S = 14;

/**
 * Where each style plays in music `seconds` long whose wind-down starts at `calmFrom` (seconds; none: the
 * theme alone). The theme stops at the bar line before the wind-down, so the lullaby starts on time.
 */
export function arrange(mood: Mood, seconds: number, calmFrom?: number): Section[] {
  const theme = STYLES[mood];
  const lullaby = lullabyOf(mood);
  const themeBar = (60 / theme.bpm) * theme.meter;
  const lullabyBar = (60 / lullaby.bpm) * lullaby.meter;
  if (calmFrom === undefined) {
    const bars = Math.max(2, Math.ceil(seconds / themeBar));
    return [{ from: 0, to: bars * themeBar, bpm: theme.bpm, style: 'theme' }];
  }
  const calm = Math.max(0, Math.min(calmFrom, seconds - LULLABY_MIN_S));
  const themeEnd = Math.floor(calm / themeBar) * themeBar;
  const lullabyBars = Math.max(2, Math.ceil((seconds - themeEnd) / lullabyBar));
  const sections: Section[] = [];
  if (themeEnd > 0) sections.push({ from: 0, to: themeEnd, bpm: theme.bpm, style: 'theme' });
  sections.push({ from: themeEnd, to: themeEnd + lullabyBars * lullabyBar, bpm: lullaby.bpm, style: 'lullaby' });
  return sections;
}

/** The notes of a story's music: the mood's theme in variations, then the lullaby from `calmFrom` seconds on. */
export function playTune(
  mood: Mood,
  seconds: number,
  random: Random,
  calmFrom?: number,
): { notes: Note[]; seconds: number; sections: Section[] } {
  const sections = arrange(mood, seconds, calmFrom);
  const notes = sections.flatMap((s) => {
    const style = s.style === 'theme' ? STYLES[mood] : lullabyOf(mood);
    const bars = Math.round((s.to - s.from) / ((60 / style.bpm) * style.meter));
    return playSection(style, s.from, bars, random, s.style === 'theme' ? 1 : LULLABY_VELOCITY);
  });
  return { notes, seconds: sections.at(-1)!.to, sections };
}
