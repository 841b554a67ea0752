/**
 * The offline narrator: eSpeak NG compiled to WASM (npm espeak-ng), tuned per language for a calm
 * bedtime voice (decision 037), encoded to Opus at 32 kbps. The WASM module is compiled once per
 * process; each text gets a fresh instance of it (the CLI's state is per run).
 *
 * Read-along timings come from the synthesiser itself: the package exposes only the CLI, so no word
 * events; instead the same voice speaks the text's words one by one (one run, long breaks between
 * them) and each word's share of its clause is its own spoken length. The clauses are found in the
 * real audio (the pauses eSpeak makes at commas and sentence ends), so every word's start lands
 * where the voice says it.
 */
import type { Locale } from '@tt/contract';
import { encodeOpus, probeDuration } from '../media/ffmpeg.js';
import type { NarratorProvider, Speech, WordTiming } from '../types.js';
import { alignWeighted } from './align.js';
import { speakSsml } from './espeak.js';
import { readScript, speechSsml, wordsAloneSsml, type ScriptWord } from './script.js';
import { VOICE, type VoiceSettings } from './voices.js';

export { VOICE, type VoiceSettings } from './voices.js';

/** The text as SSML: the script (lexicon, the pauses eSpeak makes, prosody) and a calmer pause after every sentence. */
export function toSsml(text: string, v: VoiceSettings): string {
  return `<speak>${speechSsml(readScript(text, v.locale), v)}</speak>`;
}

export async function synthesizeWav(text: string, voice: VoiceSettings): Promise<Buffer> {
  return speakSsml(toSsml(text, voice), voice);
}

const sampleRate = (wav: Buffer) => wav.readUInt32LE(24);

/** The 16-bit samples of a WAV (a view, copied when the buffer's offset is odd: far cheaper than readInt16LE). */
function samples(wav: Buffer): Int16Array {
  const count = (wav.length - 44) >> 1;
  return (wav.byteOffset + 44) % 2 === 0
    ? new Int16Array(wav.buffer, wav.byteOffset + 44, count)
    : new Int16Array(Uint8Array.prototype.slice.call(wav, 44, 44 + count * 2).buffer);
}

/** [start, end] seconds of the sounding stretches, split at silences of at least `minSilence` seconds. */
export function soundingSpans(wav: Buffer, minSilence: number): [number, number][] {
  const rate = sampleRate(wav);
  const frame = Math.round(rate / 200); // 5 ms
  const pcm = samples(wav);
  const spans: [number, number][] = [];
  let start = -1;
  let lastLoud = -1;
  for (let f = 0; f * frame < pcm.length; f++) {
    let peak = 0;
    for (let i = f * frame; i < Math.min(pcm.length, (f + 1) * frame); i++) peak = Math.max(peak, Math.abs(pcm[i]!));
    const t = (f * frame) / rate;
    if (peak > 300) {
      if (start < 0) start = t;
      else if (t - lastLoud > minSilence) {
        spans.push([start, lastLoud]);
        start = t;
      }
      lastLoud = t + frame / rate;
    }
  }
  if (start >= 0) spans.push([start, lastLoud]);
  return spans;
}

/** Silence between the words said alone, and between the texts of one run; both far longer than any pause inside. */
const WORD_BREAK_MS = 350;
const TEXT_BREAK_MS = 1800;
/** eSpeak pauses at least this long at a comma (150 ms at this speed); stops inside words are shorter. */
const MIN_PAUSE = 0.1;
const SENTENCE = /[.!?…]/;
/** Seconds a one-consonant word (a Russian preposition) takes before the next word. */
const CONSONANT_WORD = 0.06;
const speakable = (w: ScriptWord) => w.spoken !== '';
const body = (text: string, v: VoiceSettings) => speechSsml(readScript(text, v.locale), v);
const wordsAlone = (text: string, v: VoiceSettings) => wordsAloneSsml(readScript(text, v.locale), WORD_BREAK_MS);

/** The samples from `from` to `to` seconds as a WAV of their own. */
function sliceWav(wav: Buffer, from: number, to: number): Buffer {
  const rate = sampleRate(wav);
  const a = 44 + 2 * Math.max(0, Math.floor(from * rate));
  const b = Math.min(wav.length, 44 + 2 * Math.floor(to * rate));
  const out = Buffer.concat([wav.subarray(0, 44), wav.subarray(a, b)]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(out.length - 44, 40);
  return out;
}

/**
 * One eSpeak run for both: the text as the listener hears it, a long break, then its words alone.
 * Returns the text's audio (up to the break) and the words-alone audio after it.
 */
export async function speakWithWords(text: string, voice: VoiceSettings): Promise<{ wav: Buffer; alone: Buffer }> {
  const both = await speakSsml(
    `<speak>${body(text, voice)}<break time="${TEXT_BREAK_MS}ms"/> ${wordsAlone(text, voice)}</speak>`,
    voice,
  );
  const spans = soundingSpans(both, 1.4);
  const seconds = (both.length - 44) / 2 / sampleRate(both);
  const cut = spans.length > 1 ? Math.min(spans[0]![1] + 0.3, spans[1]![0]) : seconds;
  return {
    wav: sliceWav(both, 0, cut),
    alone: sliceWav(both, spans.length > 1 ? spans[1]![0] - 0.05 : seconds, seconds),
  };
}

export async function wordTimings(
  text: string,
  voice: VoiceSettings,
  wav: Buffer,
  spokenAlone?: Buffer,
): Promise<WordTiming[] | null> {
  const list = readScript(text, voice.locale);
  if (!list.length) return [];
  // the words alone, one after another with long breaks: each one's own length
  const alone = spokenAlone ?? (await speakSsml(`<speak>${wordsAlone(text, voice)}</speak>`, voice));
  const spoken = soundingSpans(alone, 0.25).map(([s, e]) => e - s);
  // eSpeak's gap between words is in 10 ms units at its default speed (175 words a minute)
  const gap = ((voice.gap / 100) * 175) / voice.rate;
  if (spoken.length !== list.filter(speakable).length) return null;
  // a dash or a quote mark on its own takes no time; «в», «к», «с» alone are letter names («вэ»), before a word a sound
  const lengths = list.map((w) => {
    if (!speakable(w)) return 0;
    const alone = spoken.shift()!;
    return /^[^aeiouyаеёиоуыэюя\d]{1,2}$/iu.test(w.spoken) ? Math.min(alone, CONSONANT_WORD) : alone;
  });
  // the script's pauses matched to the audio's, the words between placed by their own lengths
  const pcm = samples(wav);
  const timings = alignWeighted(
    list.map((w, i) => ({
      word: w.written,
      weight: lengths[i]! && lengths[i]! + gap,
      boundary: SENTENCE.test(w.pause) ? 'sentence' : w.pause ? 'clause' : null,
    })),
    pcm,
    sampleRate(wav),
    MIN_PAUSE,
  );
  // onsets: where sound starts again after a short silence (eSpeak's gap between words); a start near one moves onto it
  const onsets = soundingSpans(wav, 0.03).map(([start]) => start);
  timings.forEach((w, i) => {
    if (!i || !lengths[i]) return;
    const floor = timings[i - 1]!.start + 0.05;
    const ceiling = w.end - 0.03;
    const near = onsets.filter((o) => Math.abs(o - w.start) <= 0.15 && o > floor && o < ceiling);
    if (!near.length) return;
    const onset = near.reduce((a, b) => (Math.abs(b - w.start) < Math.abs(a - w.start) ? b : a));
    w.start = timings[i - 1]!.end = Math.round(onset * 1000) / 1000;
  });
  return timings;
}

/** Every text of a story in one eSpeak run (an instance costs more than the speech): text, break, its words alone, break… */
export async function speakMany(
  texts: string[],
  voice: VoiceSettings,
): Promise<{ wav: Buffer; alone: Buffer }[] | null> {
  const parts = texts.flatMap((t) => [body(t, voice), wordsAlone(t, voice)]);
  const all = await speakSsml(`<speak>${parts.join(`<break time="${TEXT_BREAK_MS}ms"/> `)}</speak>`, voice);
  const spans = soundingSpans(all, 1.4);
  if (spans.length !== parts.length) return null;
  const seconds = (all.length - 44) / 2 / sampleRate(all);
  return texts.map((_, i) => {
    const [speech, alone, next] = [spans[2 * i]!, spans[2 * i + 1]!, spans[2 * i + 2]];
    return {
      wav: sliceWav(all, Math.max(0, speech[0] - 0.05), Math.min(speech[1] + 0.3, alone[0])),
      alone: sliceWav(all, alone[0] - 0.05, next ? Math.min(alone[1] + 0.3, next[0]) : seconds),
    };
  });
}

async function toSpeech(text: string, locale: Locale, wav: Buffer, alone: Buffer): Promise<Speech> {
  const [data, timings] = await Promise.all([encodeOpus(wav, 32), wordTimings(text, VOICE[locale], wav, alone)]);
  // WAV header: 16-bit mono; the byte count gives the exact length without decoding.
  const duration = wav.length > 44 ? (wav.length - 44) / 2 / sampleRate(wav) : await probeDuration(data);
  if (!timings) throw new Error(`eSpeak NG's words could not be matched to the text: "${text.slice(0, 60)}"`);
  return { data, mime: 'audio/ogg', extension: 'ogg', duration: Math.round(duration * 100) / 100, words: timings };
}

export function createEspeakNarrator(): NarratorProvider {
  return {
    async narrateMany({ texts, locale }): Promise<Speech[]> {
      const clean = texts.map((t) => t.replace(/\s+/g, ' ').trim());
      const parts = await speakMany(clean, VOICE[locale]);
      if (!parts) return Promise.all(clean.map((text) => this.narrate({ text, locale })));
      // the encoders are processes of their own: all of a run's texts are encoded at once
      return Promise.all(parts.map((part, i) => toSpeech(clean[i]!, locale, part.wav, part.alone)));
    },
    async narrate({ text, locale }): Promise<Speech> {
      const clean = text.replace(/\s+/g, ' ').trim();
      const { wav, alone } = await speakWithWords(clean, VOICE[locale]);
      return toSpeech(clean, locale, wav, alone);
    },
  };
}
