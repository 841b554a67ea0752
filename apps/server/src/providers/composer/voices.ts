/**
 * The composer's instruments, made of partials (no samples, no SoundFont): struck and plucked metal and
 * wood whose overtones sit high above the note, so the bed lives where phone speakers play (above 300 Hz),
 * and a soft pad of a few filtered harmonics. Each partial is a sine turning as a rotating phasor under a
 * running-product decay: a few multiplications per sample, the same numbers on every run.
 */

/** One overtone: its frequency as a multiple of the note's, its level, and how long it rings (seconds to −60 dB at A4). */
interface Partial {
  ratio: number;
  level: number;
  ring: number;
}

interface StruckVoice {
  /** Seconds from silence to the strike's full level: a few milliseconds, so no click. */
  attack: number;
  partials: Partial[];
}

/** A struck voice from its attack and its partials, each written [ratio, level, ring]. */
function struck(attack: number, ...partials: [number, number, number][]): StruckVoice {
  return { attack, partials: partials.map(([ratio, level, ring]) => ({ ratio, level, ring })) };
}

export const VOICES = {
  /** A music-box comb: the tine's bending modes are inharmonic (1 : 5.9), the high one gives the "ping". */
  musicBox: struck(0.002, [1, 1, 2.4], [2, 0.1, 0.9], [5.93, 0.14, 0.3], [11.7, 0.04, 0.08]),
  /** Celesta: hammered plates over resonators, nearly harmonic and round. */
  celesta: struck(0.004, [1, 1, 2.2], [2, 0.28, 0.8], [3, 0.08, 0.45], [4.02, 0.04, 0.2]),
  /** Glockenspiel: free steel bars, 1 : 2.76 : 5.40 : 8.93, bright and bell-like. */
  glockenspiel: struck(0.001, [1, 1, 2.6], [2.76, 0.3, 0.7], [5.4, 0.12, 0.3], [8.93, 0.05, 0.12]),
  /** A soft marimba: a wooden bar tuned to 1 : 3.9 : 9.2, short and warm, for the broken chords. */
  marimba: struck(0.005, [1, 1, 1.1], [3.93, 0.2, 0.25], [9.2, 0.05, 0.07]),
  /**
   * A soft bell for the lullaby: a felt-tipped hammer on a round bar, nearly a pure tone with a faint
   * octave and a quick, quiet ping, ringing long; darker than the music box or the glockenspiel.
   */
  softBell: struck(0.012, [1, 1, 3], [2, 0.12, 1], [4.1, 0.02, 0.15]),
} satisfies Record<string, StruckVoice>;

export type VoiceName = keyof typeof VOICES;

export const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Adds one sine from `from` for `length` samples, rising over `attack` samples and falling by `fall` per sample. */
function addPartial(
  out: Float32Array,
  from: number,
  length: number,
  step: number,
  level: number,
  attack: number,
  fall: number,
): void {
  const end = Math.min(out.length, from + length);
  const rising = Math.min(end, from + Math.ceil(attack));
  const [cosStep, sinStep] = [Math.cos(step), Math.sin(step)];
  let [c, s, amp] = [1, 0, level];
  for (let i = from; i < end; i++) {
    out[i]! += (i < rising ? ((i - from) / attack) * amp : amp) * s;
    const turned = c * cosStep - s * sinStep;
    s = s * cosStep + c * sinStep;
    c = turned;
    amp *= fall;
  }
}

/** Strikes a note of a struck voice at `at` seconds; higher notes ring shorter, as real bars and tines do. */
export function strike(
  out: Float32Array,
  rate: number,
  voice: VoiceName,
  at: number,
  midi: number,
  velocity: number,
): void {
  const { attack, partials } = VOICES[voice];
  const f = hz(midi);
  const from = Math.max(0, Math.round(at * rate));
  const shorter = Math.min(1.5, Math.sqrt(440 / f));
  for (const { ratio, level, ring } of partials) {
    if (f * ratio > rate * 0.45) continue; // above what the rate can carry: it would fold back as a false tone
    const samples = Math.ceil(ring * shorter * rate);
    addPartial(
      out,
      from,
      samples,
      (2 * Math.PI * f * ratio) / rate,
      velocity * level,
      attack * rate,
      10 ** (-3 / samples),
    );
  }
}

/** Rising halves of a raised cosine by length, shared by every pad note of the same swell. */
const swells = new Map<number, Float32Array>();
function raisedCosine(length: number): Float32Array {
  let curve = swells.get(length);
  if (!curve) {
    curve = Float32Array.from({ length }, (_, i) => 0.5 - 0.5 * Math.cos((Math.PI * i) / length));
    if (swells.size > 64) swells.clear();
    swells.set(length, curve);
  }
  return curve;
}

/** A second fundamental 5 cents up: a slow shimmer instead of a still tone. */
const PAD_DETUNE = 1.003;

/**
 * Holds a soft pad note: the fundamental with a little of its second and third harmonics (a filtered,
 * flute-like tone; the harmonics come from the fundamental's phasor, sin 2x = 2 sin x cos x and
 * sin 3x = sin x (3 − 4 sin² x), so one phasor makes all three) and a slightly detuned twin, swelling
 * in and out over a raised cosine so it never starts or stops with a bump.
 */
export function hold(
  out: Float32Array,
  rate: number,
  at: number,
  seconds: number,
  midi: number,
  velocity: number,
): void {
  const step = (2 * Math.PI * hz(midi)) / rate;
  const from = Math.max(0, Math.round(at * rate));
  const length = Math.min(out.length - from, Math.round(seconds * rate));
  if (length <= 0) return;
  const swell = raisedCosine(Math.min(Math.round(1.2 * rate), length >> 1));
  const [cosStep, sinStep, cosTwin, sinTwin] = [
    Math.cos(step),
    Math.sin(step),
    Math.cos(step * PAD_DETUNE),
    Math.sin(step * PAD_DETUNE),
  ];
  let [c, s, cTwin, sTwin] = [1, 0, 1, 0];
  for (let i = 0; i < length; i++) {
    const edge = Math.min(i, length - 1 - i);
    const envelope = edge < swell.length ? swell[edge]! : 1;
    const tone = s + 0.3 * 2 * s * c + 0.1 * s * (3 - 4 * s * s) + 0.6 * sTwin;
    out[from + i]! += velocity * envelope * tone;
    const turned = c * cosStep - s * sinStep;
    s = s * cosStep + c * sinStep;
    c = turned;
    const twinTurned = cTwin * cosTwin - sTwin * sinTwin;
    sTwin = sTwin * cosTwin + cTwin * sinTwin;
    cTwin = twinTurned;
  }
}
