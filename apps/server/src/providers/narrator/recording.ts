/**
 * A person's recording of one scene (decision 056): checked, trimmed, brought to the synthetic narration's
 * loudness, encoded as the studio's voices are (Ogg Opus, 32 kbps, mono) and given word timings for the
 * read-along: the text's pauses matched to the audio's (align.ts), then each word's start moved onto the
 * loudness dip that fits it (align-dips.ts).
 */
import { containerSeconds } from '../media/container-duration.js';
import { decodePcm, FfmpegBoundExceeded, runFfmpeg, wavFromPcm16 } from '../media/ffmpeg.js';
import { integratedLufs } from '../media/loudness.js';
import type { WordTiming } from '../types.js';
import { alignWeighted, findPauses } from './align.js';
import { findDips, snapToDips } from './align-dips.js';
import { measureSpeech, soundsLikeSpeech } from './speech-like.js';

/**
 * The loudness a recording is brought to: the synthetic narration's, measured over whole stories
 * (−19.4 LUFS in English, −21.1 in Russian; the music is mastered against −19.5, synth-composer.ts).
 */
export const VOICE_LUFS = -19.5;
/** Peaks are held under this (−1 dBFS) after the gain. */
const LIMIT = 0.89;
/** Quieter than this over the whole take: nothing was said (a muted or missing microphone). */
const SILENT_LUFS = -50;
/** Kept before the first sound and after the last, so the voice does not start or stop abruptly. */
const LEAD_S = 0.15;
const TAIL_S = 0.35;
const RATE = 16_000;

export type RecordingFault = 'notAudio' | 'unreadable' | 'silent' | 'notSpeech' | 'tooShort' | 'tooLong';

export class RecordingRefused extends Error {
  constructor(
    readonly fault: RecordingFault,
    readonly limitSeconds?: number,
  ) {
    super(`recording refused: ${fault}`);
  }
}

/** The containers a browser's MediaRecorder (and a hand-made test file) writes: WebM, Ogg, WAV, MP4. */
export function isAudioContainer(head: Buffer): boolean {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  return (
    (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) ||
    ascii(0, 4) === 'OggS' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') ||
    ascii(4, 8) === 'ftyp'
  );
}

/** How long a take may be: at least a quarter of the synthetic voice's scene (and half a second), at most 3×. */
export function takeLimits(syntheticSeconds: number): { min: number; max: number } {
  return { min: Math.max(0.5, syntheticSeconds / 4), max: Math.max(3, syntheticSeconds * 3) };
}

/**
 * The longest take decoded at all: the scene's longest reading with room for the silence a person leaves
 * before and after (trimmed later), e.g. 15 s of reading → 27.5 s.
 */
export const rawTakeMaxSeconds = (maxSeconds: number) => maxSeconds * 1.5 + 5;
/** A take's decoding ends here, whatever its size: the server stays answering while takes are read. */
const DECODE_TIMEOUT_MS = 30_000;

/** Word weights for a person's reading: a word's length follows its syllables more than its letters. */
const weightOf = (word: string) => Math.max(1, word.replace(/[^\p{L}\p{N}]/gu, '').length) + 2;
const endsSentence = (w: string) => /[.!?…]+["»”’)]*$/.test(w);
const endsClause = (w: string) => /[,;:—–-]["»”’)]*$/.test(w) || /^[—–-]$/.test(w);

/** Word timings for `text` read in `pcm` (16-bit mono at `rate`). */
export function alignReading(text: string, pcm: Int16Array, rate: number): WordTiming[] {
  const words = text.split(/\s+/).filter(Boolean);
  const estimate = alignWeighted(
    words.map((word) => ({
      word,
      weight: weightOf(word),
      boundary: endsSentence(word) ? 'sentence' : endsClause(word) ? 'clause' : null,
    })),
    pcm,
    rate,
  );
  // a word placed just after a matched pause starts where the sound does: exact already
  const afterPause = (i: number) => i === 0 || estimate[i]!.start - estimate[i - 1]!.end > 0.05;
  return snapToDips(estimate, findDips(pcm, rate), afterPause, (i) => weightOf(words[i]!));
}

export interface PreparedTake {
  /** Ogg Opus, 32 kbps mono. */
  data: Buffer;
  duration: number;
  words: WordTiming[];
}

/**
 * Checks a take against its scene (`syntheticSeconds`: how long the synthetic voice took) and makes it
 * the scene's voice; throws RecordingRefused with the fault for anything a person should record again.
 */
export async function prepareTake(input: Buffer, text: string, syntheticSeconds: number): Promise<PreparedTake> {
  if (!isAudioContainer(input.subarray(0, 16))) throw new RecordingRefused('notAudio');
  const limits = takeLimits(syntheticSeconds);
  // what the container says first: an hour in 91 KB is refused before a sample is decoded
  const raw = rawTakeMaxSeconds(limits.max);
  const declared = containerSeconds(input);
  if (declared !== null && declared > raw) throw new RecordingRefused('tooLong', limits.max);
  let pcm: Int16Array;
  try {
    // and whatever it says, no more than that is decoded, in bounded time
    pcm = await decodePcm(input, RATE, { maxSeconds: raw, timeoutMs: DECODE_TIMEOUT_MS });
  } catch (err) {
    if (err instanceof FfmpegBoundExceeded) throw new RecordingRefused('tooLong', limits.max);
    throw new RecordingRefused('unreadable');
  }
  if (!pcm.length) throw new RecordingRefused('unreadable');
  if (pcm.length / RATE >= raw - 0.01) throw new RecordingRefused('tooLong', limits.max);
  const wav = wavFromPcm16(pcm, RATE);
  const lufs = await integratedLufs(wav);
  const { start, end } = findPauses(pcm, RATE);
  if (!(lufs > SILENT_LUFS) || end <= start) throw new RecordingRefused('silent');
  const from = Math.max(0, start - LEAD_S);
  const to = Math.min(pcm.length / RATE, end + TAIL_S);
  if (end - start < limits.min) throw new RecordingRefused('tooShort', limits.min);
  if (to - from > limits.max) throw new RecordingRefused('tooLong', limits.max);
  // sound, but no one reading: a steady tone or beep, noise, notes without a voice (issue 34 point 5)
  if (!soundsLikeSpeech(measureSpeech(pcm.subarray(Math.floor(from * RATE), Math.ceil(to * RATE)), RATE)))
    throw new RecordingRefused('notSpeech');
  const gain = VOICE_LUFS - lufs;
  // from the original take (its own rate), trimmed, to the target loudness, peaks limited, then Opus
  const data = await runFfmpeg(
    [
      // read no further than the decode did (atrim alone would still decode the rest)
      '-t',
      raw.toFixed(2),
      '-i',
      'pipe:0',
      '-af',
      `atrim=start=${from.toFixed(3)}:end=${to.toFixed(3)},asetpts=PTS-STARTPTS,volume=${gain.toFixed(2)}dB,alimiter=limit=${LIMIT}:level=0`,
      '-ac',
      '1',
      '-ar',
      '48000',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      '-application',
      'voip',
      '-f',
      'ogg',
      'pipe:1',
    ],
    input,
    { timeoutMs: DECODE_TIMEOUT_MS },
  );
  const voiced = await decodePcm(data, RATE, { maxSeconds: raw, timeoutMs: DECODE_TIMEOUT_MS });
  return {
    data,
    duration: Math.round((voiced.length / RATE) * 100) / 100,
    words: alignReading(text, voiced, RATE),
  };
}
