/**
 * The offline composer: procedural and seeded. A gentle bed by mood — calm (slow, low, mostly pad),
 * happy (brighter, quicker steps), curious (plucked notes that leap), cozy — as long as the story,
 * fading in and out, at a level well under the narrator's voice (RMS at most a quarter of eSpeak's),
 * rendered at 22.05 kHz and encoded to Opus.
 */
import { between, pick, seeded } from '../random.js';
import { encodeOpus, wavFromSamples } from '../media/ffmpeg.js';
import type { ComposerProvider, Mood, Music } from '../types.js';

const RATE = 22_050;
const MAX_S = 150;
const FADE_IN_S = 2;
const FADE_OUT_S = 3;
/** Root-mean-square level of the bed: eSpeak speaks at about 0.1–0.2, so the bed stays 12 dB or more under. */
export const BED_RMS = 0.03;
const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16];
const MOODS: Record<Mood, { bpm: number; root: number; notes: number; pluck: boolean; leap: number }> = {
  calm: { bpm: 60, root: 55, notes: 0.55, pluck: false, leap: 1 },
  cozy: { bpm: 70, root: 55, notes: 0.7, pluck: false, leap: 1 },
  happy: { bpm: 96, root: 60, notes: 0.85, pluck: false, leap: 2 },
  curious: { bpm: 84, root: 62, notes: 0.75, pluck: true, leap: 3 },
};
const freq = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/**
 * Adds a soft tone (a sine with a little of its octave) under an attack and an exponential decay. The sine
 * turns as a rotating phasor and the decay as a running product: a few multiplications per sample
 * instead of two sines and an exponential (the same numbers every run, so the bed stays seeded).
 */
function addTone(out: Float32Array, start: number, seconds: number, hz: number, volume: number, attack: number): void {
  const from = Math.floor(start * RATE);
  const length = Math.min(Math.floor(seconds * RATE), out.length - from);
  const step = (2 * Math.PI * hz) / RATE;
  const [cosStep, sinStep] = [Math.cos(step), Math.sin(step)];
  const decayStep = Math.exp(-3 / (seconds * RATE));
  const attackSamples = attack * RATE;
  let [c, s, decay] = [1, 0, volume];
  for (let i = 0; i < length; i++) {
    const rise = i < attackSamples ? i / attackSamples : 1;
    // sin 2x = 2 sin x cos x
    out[from + i]! += rise * decay * (s + 0.5 * s * c);
    [c, s] = [c * cosStep - s * sinStep, s * cosStep + c * sinStep];
    decay *= decayStep;
  }
}

export function renderLoop(mood: Mood, seconds: number, seed: number): Float32Array {
  const random = seeded(seed);
  const { bpm, root, notes, pluck, leap } = MOODS[mood];
  const beat = 60 / bpm;
  const bar = beat * 4;
  const length = Math.max(bar * 2, Math.min(MAX_S, Math.ceil(seconds / bar) * bar));
  const out = new Float32Array(Math.floor(length * RATE));
  const chords = [0, 5, 7, 0].map((c) => c + pick(random, [0, 0, 2]));
  for (let t = 0, i = 0; t < length - 0.01; t += bar, i++) {
    const chord = chords[i % chords.length]!;
    for (const interval of [0, 7, 12]) addTone(out, t, bar, freq(root - 12 + chord + interval), 0.06, 0.6);
  }
  let step = between(random, 0, 4);
  for (let t = 0; t < length - beat; t += beat * pick(random, [1, 1, 2])) {
    step = Math.max(0, Math.min(PENTATONIC.length - 1, step + pick(random, [-1, 0, 1, leap, -leap])));
    if (random() < notes) addTone(out, t, pluck ? beat * 0.6 : beat * 1.5, freq(root + PENTATONIC[step]!), 0.12, 0.02);
  }
  // a fixed, quiet level under the voice, then a fade in and a fade out
  let sum = 0;
  for (const x of out) sum += x * x;
  const rms = Math.sqrt(sum / out.length);
  const gain = rms > 0 ? BED_RMS / rms : 1;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const fade = Math.min(1, t / FADE_IN_S, (length - t) / FADE_OUT_S);
    out[i] = Math.max(-0.45, Math.min(0.45, out[i]! * gain * Math.max(0, fade)));
  }
  return out;
}

export function createSynthComposer(): ComposerProvider {
  return {
    async compose({ mood, seconds, seed }): Promise<Music> {
      const samples = renderLoop(mood, seconds, seed);
      const data = await encodeOpus(wavFromSamples(samples, RATE), 24);
      return { data, mime: 'audio/ogg', extension: 'ogg', duration: samples.length / RATE };
    },
  };
}
