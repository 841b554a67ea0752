/**
 * The offline composer: procedural and seeded. A gentle pentatonic melody over a soft pad, tempo
 * and key by mood, rendered at 22.05 kHz as a loop of at most 30 s (the player loops it), to Opus.
 */
import { between, pick, seeded } from '../random.js';
import { encodeOpus, wavFromSamples } from '../media/ffmpeg.js';
import type { ComposerProvider, Mood, Music } from '../types.js';

const RATE = 22_050;
const MAX_LOOP_S = 30;
const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16];
const MOODS: Record<Mood, { bpm: number; root: number }> = {
  calm: { bpm: 66, root: 57 },
  cozy: { bpm: 72, root: 55 },
  happy: { bpm: 92, root: 60 },
  curious: { bpm: 84, root: 62 },
};
const freq = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function addTone(out: Float32Array, start: number, seconds: number, hz: number, volume: number, attack: number): void {
  const from = Math.floor(start * RATE);
  const length = Math.floor(seconds * RATE);
  for (let i = 0; i < length && from + i < out.length; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / attack) * Math.exp((-3 * t) / seconds);
    // a soft tone: a sine with a little of its octave
    out[from + i]! += volume * envelope * (Math.sin(2 * Math.PI * hz * t) + 0.25 * Math.sin(4 * Math.PI * hz * t));
  }
}

export function renderLoop(mood: Mood, seconds: number, seed: number): Float32Array {
  const random = seeded(seed);
  const { bpm, root } = MOODS[mood];
  const beat = 60 / bpm;
  const bar = beat * 4;
  const length = Math.max(bar * 2, Math.min(MAX_LOOP_S, Math.ceil(seconds / bar) * bar));
  const out = new Float32Array(Math.floor(length * RATE));
  const chords = [0, 5, 7, 0].map((c) => c + pick(random, [0, 0, 2]));
  for (let t = 0, i = 0; t < length - 0.01; t += bar, i++) {
    const chord = chords[i % chords.length]!;
    for (const interval of [0, 7, 12]) addTone(out, t, bar, freq(root - 12 + chord + interval), 0.06, 0.6);
  }
  let step = between(random, 0, 4);
  for (let t = 0; t < length - beat; t += beat * pick(random, [1, 1, 2])) {
    step = Math.max(0, Math.min(PENTATONIC.length - 1, step + pick(random, [-1, -1, 0, 1, 1, 2, -2])));
    if (random() < 0.8) addTone(out, t, beat * 1.5, freq(root + PENTATONIC[step]!), 0.12, 0.02);
  }
  let peak = 0;
  for (const s of out) peak = Math.max(peak, Math.abs(s));
  const gain = peak > 0.45 ? 0.45 / peak : 1; // never loud, never clipping
  for (let i = 0; i < out.length; i++) out[i]! *= gain;
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
