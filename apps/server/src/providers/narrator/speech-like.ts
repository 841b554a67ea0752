/**
 * Whether a take sounds like speech (issue 34 point 5): a person reading has syllables — the loudness rises
 * and falls a few times a second — and a voice whose pitch glides within them, with voiceless sounds
 * between. A steady tone, a beep, noise or plain instrumental notes lack one of these. Three measures over
 * the take's sounding part, at 8 kHz in 10 ms steps:
 * - `modulation`: how far the loudness swings at syllable rate (2–8 Hz), in dB;
 * - `voiced`: the share of sounding frames with a pitch (70–500 Hz, YIN's periodicity test);
 * - `glide`: the share of 50 ms stretches of voice whose pitch moves by 0.3 to 5 semitones — speech
 *   intonation glides, a held tone or note stays put.
 */
const RATE = 8000;
const HOP = 80; // 10 ms
const WINDOW = 256; // 32 ms
const MIN_LAG = Math.floor(RATE / 500);
const MAX_LAG = Math.ceil(RATE / 70);
/** YIN's threshold on the cumulative mean normalised difference: below it, a frame has a pitch. */
const PERIODIC = 0.2;
/** Frames within this many dB of the loudest one are sounding (the take's pauses left out). */
const SOUNDING_DB = 35;

export interface SpeechMeasures {
  modulation: number;
  voiced: number;
  glide: number;
}

/** The thresholds a take must reach on all three measures (set on espeak-ng readings, tones, noise and notes). */
export const SPEECH_LIMITS: SpeechMeasures = { modulation: 4, voiced: 0.2, glide: 0.3 };

/** 16-bit PCM at `rate` to floats at 8 kHz (averaging down: enough for pitch and loudness). */
function toEightKilohertz(pcm: Int16Array, rate: number): Float32Array {
  const step = rate / RATE;
  const out = new Float32Array(Math.floor(pcm.length / step));
  for (let i = 0; i < out.length; i++) {
    const from = Math.floor(i * step);
    const to = Math.max(from + 1, Math.floor((i + 1) * step));
    let sum = 0;
    for (let j = from; j < to; j++) sum += pcm[j]!;
    out[i] = sum / (to - from) / 32768;
  }
  return out;
}

/** The pitch of the frame starting at `at` in Hz, or 0 when it has none (YIN with parabolic refinement). */
function pitchAt(x: Float32Array, at: number, diff: Float64Array): number {
  const span = WINDOW - MAX_LAG;
  for (let lag = 1; lag <= MAX_LAG; lag++) {
    let d = 0;
    for (let j = 0; j < span; j++) {
      const delta = x[at + j]! - x[at + j + lag]!;
      d += delta * delta;
    }
    diff[lag] = d;
  }
  // cumulative mean normalised difference
  let running = 0;
  for (let lag = 1; lag <= MAX_LAG; lag++) {
    running += diff[lag]!;
    diff[lag] = running > 0 ? (diff[lag]! * lag) / running : 1;
  }
  for (let lag = MIN_LAG; lag < MAX_LAG; lag++) {
    if (diff[lag]! >= PERIODIC) continue;
    while (lag + 1 < MAX_LAG && diff[lag + 1]! < diff[lag]!) lag++;
    const [a, b, c] = [diff[lag - 1]!, diff[lag]!, diff[lag + 1]!];
    const bend = a - 2 * b + c;
    const exact = bend > 0 ? lag + (a - c) / (2 * bend) : lag;
    return RATE / exact;
  }
  return 0;
}

const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / Math.max(1, v.length);

/** Moving average over `radius` frames either side. */
function smooth(v: number[], radius: number): number[] {
  return v.map((_, i) => mean(v.slice(Math.max(0, i - radius), i + radius + 1)));
}

export function measureSpeech(pcm: Int16Array, rate: number): SpeechMeasures {
  const x = toEightKilohertz(pcm, rate);
  const frames = Math.max(0, Math.floor((x.length - WINDOW) / HOP) + 1);
  const level: number[] = [];
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let j = 0; j < WINDOW; j++) sum += x[f * HOP + j]! ** 2;
    level.push(10 * Math.log10(sum / WINDOW + 1e-10));
  }
  if (!level.length) return { modulation: 0, voiced: 0, glide: 0 };
  const loudest = Math.max(...level);
  const sounding = level.map((db) => db > loudest - SOUNDING_DB);
  const first = sounding.indexOf(true);
  const last = sounding.lastIndexOf(true);

  // syllable-rate swing: the loudness (floored) with its slow course (< 2 Hz) taken out and its fast
  // flutter (> 8 Hz) smoothed away
  const floored = level.slice(first, last + 1).map((db) => Math.max(db, loudest - SOUNDING_DB));
  const slow = smooth(floored, 25);
  const band = smooth(
    floored.map((db, i) => db - slow[i]!),
    3,
  );
  const modulation = Math.sqrt(mean(band.map((v) => v * v)));

  const diff = new Float64Array(MAX_LAG + 1);
  const pitch = level.map((_, f) => (sounding[f] ? pitchAt(x, f * HOP, diff) : 0));
  const soundingCount = sounding.filter(Boolean).length;
  const voiced = pitch.filter((p) => p > 0).length / Math.max(1, soundingCount);

  // 50 ms stretches wholly voiced: how much the pitch moves within each
  let stretches = 0;
  let gliding = 0;
  for (let f = 0; f + 5 <= pitch.length; f += 5) {
    const run = pitch.slice(f, f + 5);
    if (run.some((p) => p === 0)) continue;
    stretches++;
    const semitones = 12 * Math.log2(Math.max(...run) / Math.min(...run));
    if (semitones >= 0.3 && semitones <= 5) gliding++;
  }
  return { modulation, voiced, glide: stretches ? gliding / stretches : 0 };
}

/** True when every measure reaches its limit. */
export const soundsLikeSpeech = (m: SpeechMeasures, limits = SPEECH_LIMITS) =>
  m.modulation >= limits.modulation && m.voiced >= limits.voiced && m.glide >= limits.glide;
