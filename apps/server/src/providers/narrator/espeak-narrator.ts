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
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';
import type { Locale } from '@tt/contract';
import { encodeOpus, probeDuration } from '../media/ffmpeg.js';
import type { NarratorProvider, Speech, WordTiming } from '../types.js';

/** Voice, variant, words a minute, pitch (0–99), gap between words (10 ms units) and the pause after a sentence. */
export interface VoiceSettings {
  voice: string;
  rate: number;
  pitch: number;
  gap: number;
  sentencePauseMs: number;
}
// eSpeak silently drops a variant after `en-gb` (Pip spoke in a man's voice); `en` is the same British voice and keeps it.
export const VOICE: Record<Locale, VoiceSettings> = {
  en: { voice: 'en+f3', rate: 128, pitch: 52, gap: 2, sentencePauseMs: 350 },
  ru: { voice: 'ru+m3', rate: 122, pitch: 45, gap: 2, sentencePauseMs: 350 },
};

type ESpeakModule = { FS: { readFile(path: string): Uint8Array } };
type Imports = WebAssembly.Imports;
const createEspeak = ESpeakNg as unknown as (options: {
  arguments: string[];
  print?: (s: string) => void;
  printErr?: (s: string) => void;
  instantiateWasm?: (
    imports: Imports,
    ok: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ) => object;
}) => Promise<ESpeakModule>;

let compiled: Promise<WebAssembly.Module> | null = null;
function wasm(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(
    fs.readFileSync(
      createRequire(import.meta.url)
        .resolve('espeak-ng')
        .replace(/\.js$/, '.wasm'),
    ),
  );
  return compiled;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Runs eSpeak once on SSML and returns the WAV (16-bit mono). */
async function run(ssml: string, v: VoiceSettings): Promise<Buffer> {
  const module = await wasm();
  const errors: string[] = [];
  const espeak = await createEspeak({
    arguments: [
      '-m',
      '-v',
      v.voice,
      '-s',
      String(v.rate),
      '-p',
      String(v.pitch),
      '-g',
      String(v.gap),
      '-w',
      'voice.wav',
      ssml,
    ],
    print: () => {},
    printErr: (line) => errors.push(line),
    instantiateWasm(imports, ok) {
      void WebAssembly.instantiate(module, imports).then((instance) => ok(instance, module));
      return {};
    },
  });
  try {
    return Buffer.from(espeak.FS.readFile('voice.wav'));
  } catch {
    throw new Error(`eSpeak NG made no audio${errors.length ? `: ${errors.join(' ')}` : ''}`);
  }
}

/** The text as SSML with a longer, calmer pause after every sentence. */
export function toSsml(text: string, v: VoiceSettings): string {
  const pause = `<break time="${v.sentencePauseMs}ms"/>`;
  return `<speak>${escapeXml(text).replace(/([.!?…])(\s+)/g, `$1${pause}$2`)}</speak>`;
}

export async function synthesizeWav(text: string, voice: VoiceSettings): Promise<Buffer> {
  return run(toSsml(text, voice), voice);
}

const sampleRate = (wav: Buffer) => wav.readUInt32LE(24);

/** [start, end] seconds of the sounding stretches, split at silences of at least `minSilence` seconds. */
export function soundingSpans(wav: Buffer, minSilence: number): [number, number][] {
  const rate = sampleRate(wav);
  const frame = Math.round(rate / 200); // 5 ms
  const samples = (wav.length - 44) >> 1;
  // a view on the samples (copied when the buffer's offset is odd): far cheaper than readInt16LE per sample
  const pcm =
    (wav.byteOffset + 44) % 2 === 0
      ? new Int16Array(wav.buffer, wav.byteOffset + 44, samples)
      : new Int16Array(Uint8Array.prototype.slice.call(wav, 44, 44 + samples * 2).buffer);
  const spans: [number, number][] = [];
  let start = -1;
  let lastLoud = -1;
  for (let f = 0; f * frame < samples; f++) {
    let peak = 0;
    for (let i = f * frame; i < Math.min(samples, (f + 1) * frame); i++) peak = Math.max(peak, Math.abs(pcm[i]!));
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

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const endsClause = (word: string) => /[,.!?;:…»"—)]$/.test(word);

/** Word timings from the voice: each word's own spoken length, placed in the clause the audio shows. */
/** Silence between the words said alone, and between the texts of one run; both far longer than any pause inside. */
const WORD_BREAK_MS = 350;
const TEXT_BREAK_MS = 1800;
const speakable = (word: string) => /[\p{L}\p{N}]/u.test(word);
const wordsAlone = (list: string[]) =>
  list
    .filter(speakable)
    .map((w) => escapeXml(w.replace(/[^\p{L}\p{N}'’-]/gu, '')))
    .join(`<break time="${WORD_BREAK_MS}ms"/>`);

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
  const body = toSsml(text, voice).replace(/^<speak>|<\/speak>$/g, '');
  const both = await run(`<speak>${body}<break time="${TEXT_BREAK_MS}ms"/>${wordsAlone(words(text))}</speak>`, voice);
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
  const list = words(text);
  if (!list.length) return [];
  // the words alone, one after another with long breaks: each one's own length
  const alone = spokenAlone ?? (await run(`<speak>${wordsAlone(list)}</speak>`, voice));
  const spoken = soundingSpans(alone, 0.25).map(([s, e]) => e - s);
  // eSpeak's gap between words is in 10 ms units at its default speed (175 words a minute)
  const gap = ((voice.gap / 100) * 175) / voice.rate;
  if (spoken.length !== list.filter(speakable).length) return null;
  // a dash or a quote mark on its own takes no time
  const lengths = list.map((w) => (speakable(w) ? spoken.shift()! : 0));
  // clauses of the text, and the sounding stretches of the real audio between their pauses
  const clauses: number[][] = [[]];
  list.forEach((w, i) => {
    clauses.at(-1)!.push(i);
    if (speakable(w) && endsClause(w) && list.slice(i + 1).some(speakable)) clauses.push([]);
  });
  let spans = soundingSpans(wav, Math.max(0.12, gap + 0.1));
  if (spans.length !== clauses.length) {
    // stops inside words can look like short pauses: keep the clauses' longest gaps only
    const all = soundingSpans(wav, 0.04);
    if (all.length < clauses.length) return null;
    const gaps = all.slice(1).map((s, i) => ({ i, length: s[0] - all[i]![1] }));
    const cuts = gaps
      .sort((a, b) => b.length - a.length)
      .slice(0, clauses.length - 1)
      .map((g) => g.i)
      .sort((a, b) => a - b);
    spans = [];
    let from = 0;
    for (const cut of [...cuts, all.length - 1]) {
      spans.push([all[from]![0], all[cut]![1]]);
      from = cut + 1;
    }
  }
  // onsets: where sound starts again after a short silence; a word start near one moves onto it
  const onsets = soundingSpans(wav, 0.03).map(([start]) => start);
  const snap = (t: number, floor: number, ceiling: number) => {
    const near = onsets.filter((o) => Math.abs(o - t) <= 0.15 && o > floor && o < ceiling);
    return near.length ? near.reduce((a, b) => (Math.abs(b - t) < Math.abs(a - t) ? b : a)) : t;
  };
  const out: WordTiming[] = [];
  clauses.forEach((clause, c) => {
    const [start, end] = spans[c]!;
    // eSpeak puts `gap` of silence between words; the rest of the clause is shared by the words' lengths
    const total = clause.reduce((sum, i) => sum + lengths[i]!, 0) || 1;
    const scale = Math.max(0, end - start - gap * (clause.length - 1)) / total;
    let clock = start;
    const starts: number[] = [];
    for (const i of clause) {
      starts.push(starts.length ? snap(clock, starts.at(-1)! + 0.05, end) : clock);
      clock = starts.at(-1)! + lengths[i]! * scale + gap;
    }
    clause.forEach((i, k) => {
      const from = starts[k]!;
      const to = k + 1 < starts.length ? starts[k + 1]! : end;
      out.push({ word: list[i]!, start: Math.round(from * 1000) / 1000, end: Math.round(to * 1000) / 1000 });
    });
  });
  return out;
}

/** Every text of a story in one eSpeak run (an instance costs more than the speech): text, break, its words alone, break… */
export async function speakMany(
  texts: string[],
  voice: VoiceSettings,
): Promise<{ wav: Buffer; alone: Buffer }[] | null> {
  const parts = texts.flatMap((t) => [toSsml(t, voice).replace(/^<speak>|<\/speak>$/g, ''), wordsAlone(words(t))]);
  const all = await run(`<speak>${parts.join(`<break time="${TEXT_BREAK_MS}ms"/>`)}</speak>`, voice);
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
