/**
 * How loud a sound is and where its energy sits, for mastering the music under the voice and for the
 * generation bench: integrated loudness and true peak by ffmpeg's `ebur128` (EBU R 128 / ITU-R BS.1770),
 * and the share of spectral energy below a frequency (phone speakers give almost nothing under 300 Hz).
 */
import FFT from 'fft.js';
import { decodePcm, ffmpegLog } from './ffmpeg.js';

export interface Loudness {
  /** Integrated loudness, LUFS (gated, so a voice's pauses do not count). */
  integrated: number;
  /** True peak, dBTP (oversampled, so it sees the peaks between samples). */
  truePeak: number;
}

/** Integrated loudness and true peak of any audio ffmpeg reads. */
export async function measureLoudness(audio: Buffer): Promise<Loudness> {
  const summary = await ebur128(audio, true);
  const truePeak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (truePeak === undefined) throw new Error(`ebur128 printed no true peak: ${summary}`);
  return { integrated: integratedIn(summary), truePeak: decibels(truePeak) };
}

/** Integrated loudness (LUFS) of any audio ffmpeg reads; −Infinity for silence. */
export async function integratedLufs(audio: Buffer): Promise<number> {
  return integratedIn(await ebur128(audio, false));
}

/** The summary ebur128 prints last: "Integrated loudness: I: -19.5 LUFS … True peak: Peak: -3.2 dBFS". */
async function ebur128(audio: Buffer, truePeak: boolean): Promise<string> {
  const filter = truePeak ? 'ebur128=peak=true' : 'ebur128';
  const log = await ffmpegLog(['-i', 'pipe:0', '-af', filter, '-f', 'null', '-'], audio);
  return log.slice(log.lastIndexOf('Summary:'));
}

const decibels = (text: string) => (text === '-inf' ? -Infinity : Number(text));

function integratedIn(summary: string): number {
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  if (integrated === undefined) throw new Error(`ebur128 printed no integrated loudness: ${summary}`);
  return decibels(integrated);
}

const ANALYSIS_RATE = 24_000;
const FRAME = 4096;

/** Share (0–1) of the spectral energy of any audio ffmpeg reads that lies below `hz` (300 Hz by default). */
export async function lowEnergyShare(audio: Buffer, hz = 300): Promise<number> {
  const pcm = await decodePcm(audio, ANALYSIS_RATE);
  return energyShareBelow(
    Float32Array.from(pcm, (x) => x / 32768),
    ANALYSIS_RATE,
    hz,
  );
}

/** Share (0–1) of the energy of `samples` below `hz`: Hann-windowed frames, power spectra summed. */
export function energyShareBelow(samples: Float32Array, sampleRate: number, hz: number): number {
  const fft = new FFT(FRAME);
  const frame = new Float64Array(FRAME);
  const spectrum: number[] = fft.createComplexArray();
  const window = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
  let [low, all] = [0, 0];
  for (let from = 0; from < samples.length; from += FRAME) {
    for (let i = 0; i < FRAME; i++) frame[i] = (samples[from + i] ?? 0) * window[i]!;
    fft.realTransform(spectrum, frame);
    for (let bin = 0; bin <= FRAME / 2; bin++) {
      const power = spectrum[2 * bin]! ** 2 + spectrum[2 * bin + 1]! ** 2;
      all += power;
      if ((bin * sampleRate) / FRAME < hz) low += power;
    }
  }
  return all > 0 ? low / all : 0;
}
