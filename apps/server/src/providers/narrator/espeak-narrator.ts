/**
 * The offline narrator: eSpeak NG compiled to WASM (npm espeak-ng, voices en and ru), a gentle
 * slower voice, encoded to Opus at 32 kbps. eSpeak's CLI gives no word timings, so read-along
 * timings are spread over the measured duration by word length (estimateWordTimings).
 */
import ESpeakNg from 'espeak-ng';
import { estimateWordTimings, type Locale } from '@tt/contract';
import { encodeOpus, probeDuration } from '../media/ffmpeg.js';
import type { NarratorProvider, Speech } from '../types.js';

const VOICES: Record<Locale, string> = { en: 'en-gb', ru: 'ru' };
const WORDS_PER_MINUTE = 135;

type ESpeakModule = { FS: { readFile(path: string): Uint8Array } };
const createEspeak = ESpeakNg as unknown as (options: {
  arguments: string[];
  print?: (s: string) => void;
  printErr?: (s: string) => void;
}) => Promise<ESpeakModule>;

export async function synthesizeWav(text: string, locale: Locale): Promise<Buffer> {
  const errors: string[] = [];
  const espeak = await createEspeak({
    arguments: ['-v', VOICES[locale], '-s', String(WORDS_PER_MINUTE), '-p', '55', '-g', '4', '-w', 'voice.wav', text],
    print: () => {},
    printErr: (line) => errors.push(line),
  });
  try {
    return Buffer.from(espeak.FS.readFile('voice.wav'));
  } catch {
    throw new Error(`eSpeak NG made no audio${errors.length ? `: ${errors.join(' ')}` : ''}`);
  }
}

export function createEspeakNarrator(): NarratorProvider {
  return {
    async narrate({ text, locale }): Promise<Speech> {
      const wav = await synthesizeWav(text.replace(/\s+/g, ' ').trim(), locale);
      const data = await encodeOpus(wav, 32);
      // WAV header: 16-bit mono; the byte count gives the exact length without decoding.
      const sampleRate = wav.readUInt32LE(24);
      const duration = wav.length > 44 ? (wav.length - 44) / 2 / sampleRate : await probeDuration(data);
      return {
        data,
        mime: 'audio/ogg',
        extension: 'ogg',
        duration: Math.round(duration * 100) / 100,
        words: estimateWordTimings(text, duration),
      };
    },
  };
}
