/**
 * The offline narrator: eSpeak NG (WASM, see espeak.ts) speaking a script of each text (script.ts: the
 * lexicon's phonemes, only the pauses eSpeak should make, livelier prosody on exclamations, questions and
 * characters' lines), in the voices of voices.ts (decision 037 and its addendum), encoded to Opus at 32 kbps.
 *
 * Read-along timings come from the synthesiser itself: the package exposes only the CLI, so no word events;
 * instead a second run speaks the same texts with wide gaps between words, where each word stands alone.
 * eSpeak's gap is silence added at every word boundary, so a word's onset there, less the gaps before it,
 * is its onset in the audio the listener hears.
 */
import { encodeOpus, probeDuration } from '../media/ffmpeg.js';
import type { NarratorProvider, Speech, WordTiming } from '../types.js';
import { alignWeighted } from './align.js';
import { speakSsml } from './espeak.js';
import { readScript, speechSsml, type ScriptWord } from './script.js';
import { voiceFor, type VoiceSettings } from './voices.js';
import { placeWords, type WordPlace } from './word-spans.js';

export { VOICE, voiceFor, type VoiceSettings } from './voices.js';

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

/** Silence between the texts of one run: far longer than any pause inside a text, even with the timing pass's gaps. */
const TEXT_BREAK_MS = 2400;
const TEXT_SILENCE = 1.6;
/**
 * The timing pass: the same text with eSpeak's gap between words this much wider (18 units: about 0.37 s at
 * these speeds), so every word stands alone in the audio. eSpeak's gap is silence added at every word
 * boundary and nothing else changes (onsets move by exactly k gaps at the k-th word: measured within 5 ms),
 * so the wide audio's word onsets, less the added gaps, are the onsets of the words the listener hears.
 */
const WIDEN = 18;
const WORD_SILENCE = 0.2;
/** eSpeak pauses at least this long at a comma (150 ms at this speed); stops inside words are shorter. */
const MIN_PAUSE = 0.1;
const SENTENCE = /[.!?…]/;
const speakable = (w: ScriptWord) => w.spoken !== '';
const body = (text: string, v: VoiceSettings) => speechSsml(readScript(text, v.locale), v);
const widened = (v: VoiceSettings): VoiceSettings => ({ ...v, gap: v.gap + WIDEN });

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

const round = (t: number) => Math.round(t * 1000) / 1000;

/**
 * Word timings for `wav` (the text spoken with `voice`), from the same text spoken with wide gaps (`wide`;
 * made here when not given). If the wide audio does not show one sounding stretch per word, the script's
 * pauses are matched to the audio's and the words between share the time by their letters.
 */
export async function wordTimings(
  text: string,
  voice: VoiceSettings,
  wav: Buffer,
  wide?: Buffer,
): Promise<WordTiming[] | null> {
  const list = readScript(text, voice.locale);
  if (!list.some(speakable)) return list.map((w) => ({ word: w.written, start: 0, end: 0 }));
  const spoken = soundingSpans(wav, 0.03);
  const alone = soundingSpans(wide ?? (await speakSsml(toSsml(text, widened(voice)), widened(voice))), WORD_SILENCE);
  const said = list.filter(speakable);
  const places = placeWords(
    said.map((w) => w.written),
    alone,
    voice.locale,
  );
  if (!spoken.length || !places) return byPauses(list, wav);
  const [from, to] = [spoken[0]![0], spoken.at(-1)![1]];
  // the silence added at each word gap (between stretches, less those inside a word split by a stop)
  const splits = places.filter((p, i) => (places[i + 1]?.span ?? alone.length) - p.span === 2).length;
  const gaps = alone.length - 1 - splits;
  const added = gaps > 0 ? (alone.at(-1)![1] - alone[0]![0] - (to - from)) / gaps : 0;
  if (added < 0) return byPauses(list, wav);
  // a word's onset in the wide audio, less the gaps added before it; a dash or a lone quote mark takes no
  // time, at the next word's start
  const onset = ({ span, at, gaps }: WordPlace) => {
    const [a, b] = alone[span]!;
    return from + a + at * (b - a) - alone[0]![0] - gaps * added;
  };
  let k = 0;
  const starts = list.map((w) => {
    const at = k < places.length ? onset(places[k]!) : to;
    if (speakable(w)) k++;
    return at;
  });
  return list.map((w, i) => ({
    word: w.written,
    start: round(starts[i]!),
    end: round(Math.max(starts[i]!, i + 1 < starts.length ? starts[i + 1]! : to)),
  }));
}

/** Fallback timings: the script's pauses matched to the audio's, words between placed by their letters. */
function byPauses(list: ScriptWord[], wav: Buffer): WordTiming[] {
  return alignWeighted(
    list.map((w) => ({
      word: w.written,
      weight: w.spoken ? Math.max(1, w.written.replace(/[^\p{L}\p{N}]/gu, '').length) : 0,
      boundary: SENTENCE.test(w.pause) ? 'sentence' : w.pause ? 'clause' : null,
    })),
    samples(wav),
    sampleRate(wav),
    MIN_PAUSE,
  );
}

/** The texts spoken in one eSpeak run with `voice` (an instance costs more than the speech), cut apart. */
async function speakAll(texts: string[], voice: VoiceSettings): Promise<Buffer[] | null> {
  const all = await speakSsml(
    `<speak>${texts.map((t) => body(t, voice)).join(`<break time="${TEXT_BREAK_MS}ms"/> `)}</speak>`,
    voice,
  );
  const spans = soundingSpans(all, TEXT_SILENCE);
  if (spans.length !== texts.length) return null;
  return spans.map(([start, end], i) =>
    sliceWav(all, Math.max(0, start - 0.05), Math.min(end + 0.3, spans[i + 1]?.[0] ?? Infinity)),
  );
}

/** Every text of a story: one run as the listener hears it, one with wide gaps for the word timings. */
export async function speakMany(
  texts: string[],
  voice: VoiceSettings,
): Promise<{ wav: Buffer; wide: Buffer }[] | null> {
  const spoken = await speakAll(texts, voice);
  const wide = spoken && (await speakAll(texts, widened(voice)));
  return spoken && wide ? spoken.map((wav, i) => ({ wav, wide: wide[i]! })) : null;
}

async function toSpeech(text: string, voice: VoiceSettings, wav: Buffer, wide?: Buffer): Promise<Speech> {
  const [data, timings] = await Promise.all([encodeOpus(wav, 32), wordTimings(text, voice, wav, wide)]);
  // WAV header: 16-bit mono; the byte count gives the exact length without decoding.
  const duration = wav.length > 44 ? (wav.length - 44) / 2 / sampleRate(wav) : await probeDuration(data);
  if (!timings) throw new Error(`eSpeak NG's words could not be matched to the text: "${text.slice(0, 60)}"`);
  return { data, mime: 'audio/ogg', extension: 'ogg', duration: Math.round(duration * 100) / 100, words: timings };
}

export function createEspeakNarrator(): NarratorProvider {
  return {
    async narrateMany({ texts, locale, ageCluster }): Promise<Speech[]> {
      const voice = voiceFor(locale, ageCluster);
      const clean = texts.map((t) => t.replace(/\s+/g, ' ').trim());
      const parts = await speakMany(clean, voice);
      if (!parts) return Promise.all(clean.map((text) => this.narrate({ text, locale, ageCluster })));
      // the encoders are processes of their own: all of a run's texts are encoded at once
      return Promise.all(parts.map((part, i) => toSpeech(clean[i]!, voice, part.wav, part.wide)));
    },
    async narrate({ text, locale, ageCluster }): Promise<Speech> {
      const voice = voiceFor(locale, ageCluster);
      const clean = text.replace(/\s+/g, ' ').trim();
      return toSpeech(clean, voice, await synthesizeWav(clean, voice));
    },
  };
}
