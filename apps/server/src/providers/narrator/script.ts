/**
 * What eSpeak is given for a scene's text (decision 037, addendum). The read-along keeps the written words;
 * eSpeak gets, word for word:
 * - the lexicon's phonemes where it would say a word wrongly;
 * - only the punctuation it pauses at, so the clauses of the audio are the clauses the text predicts: quote
 *   marks and brackets are dropped (eSpeak paused at them unpredictably), a dash between words becomes a comma;
 * - a livelier melody on exclamations, questions and the characters' lines (quoted, or a Russian dialogue
 *   dash), as SSML prosody: a calm narrator's voice spans about 4 semitones, a storyteller's 8–12.
 */
import type { Locale } from '@tt/contract';
import { speakersOf, type Speaker } from './characters.js';
import { phonemesFor } from './lexicon.js';
import type { VoiceSettings } from './voices.js';

export type Tone = 'plain' | 'exclaim' | 'question';

export interface ScriptWord {
  /** The word as written: what the read-along shows. */
  written: string;
  /** What eSpeak says for it (XML-escaped letters or `[[phonemes]]`); empty for a dash or a lone quote mark. */
  spoken: string;
  /** The punctuation eSpeak pauses at after it: '', ',', ':', ';', '.', '!', '?', '…'. */
  pause: string;
  /** Part of a character's line. */
  speech: boolean;
  /** The tone of the sentence or line the word is in (its closing mark). */
  tone: Tone;
  /** Who says it, for a character's line whose speaker the text names. */
  speaker?: Speaker | null;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const OPEN_QUOTE = /^[^\p{L}\p{N}]*["“«„‘]/u;
const CLOSE_QUOTE = /["”»“’][^\p{L}\p{N}]*$/u;
const DASH = /^[—–-]+$/;
const SENTENCE_END = /[.!?…]/;

/** The text's words with what eSpeak says for each, where it pauses and in which tone. */
export function readScript(text: string, locale: Locale): ScriptWord[] {
  const written = text.split(/\s+/).filter(Boolean);
  let inQuote = false;
  let inDashLine = false;
  const out = written.map((word, i): ScriptWord => {
    const core = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const trailing = core ? word.slice(word.lastIndexOf(core.at(-1)!) + 1) : '';
    const previous = written[i - 1] ?? '';
    if (DASH.test(word)) {
      // a dash opening a sentence before a capital starts a character's line (— Вот он!); any other dash
      // after a line ends it (— Вот он! — сказал смотритель.)
      const opensSentence = !previous || SENTENCE_END.test(previous.slice(-3));
      if (opensSentence && !inQuote && /^[^\p{L}]*\p{Lu}/u.test(written[i + 1] ?? '')) inDashLine = true;
      else inDashLine = false;
      return { written: word, spoken: '', pause: '', speech: false, tone: 'plain' };
    }
    if (!inQuote && OPEN_QUOTE.test(word)) inQuote = true;
    const speech = inQuote || inDashLine;
    if (inQuote && (CLOSE_QUOTE.test(word) || /^["”»’]+$/.test(word))) inQuote = false;
    const phonemes = core ? phonemesFor(written, i, locale) : null;
    let pause = (trailing.match(/[,.!?…;:]/g) ?? [])
      .join('')
      .replace(/\.{2,}/, '…')
      .slice(0, 2);
    if (!pause && DASH.test(written[i + 1] ?? '')) pause = ',';
    // English eSpeak reads a full stop between ]] and a tag as "dot"; an ellipsis ends the sentence as well
    if (phonemes && locale === 'en' && pause === '.') pause = '…';
    return {
      written: word,
      spoken: !core ? '' : phonemes ? `[[${phonemes}]]` : escapeXml(core),
      pause,
      speech,
      tone: 'plain',
    };
  });
  // each sentence or line takes the tone of the mark that closes it
  let tone: Tone = 'plain';
  for (let i = out.length - 1; i >= 0; i--) {
    const w = out[i]!;
    const closes = /[.!?…]/.test(w.pause) || (i < out.length - 1 && w.speech !== out[i + 1]!.speech);
    if (closes || i === out.length - 1)
      tone = w.pause.includes('?') ? 'question' : w.pause.includes('!') ? 'exclaim' : 'plain';
    w.tone = tone;
  }
  const speakers = speakersOf(
    out.map((w) => w.written),
    out.map((w) => w.speech),
    locale,
  );
  out.forEach((w, i) => (w.speaker = speakers[i]));
  return out;
}

/** SSML prosody per kind of line: pitch shift and pitch range (eSpeak honours both inside a clause). */
export const PROSODY: Record<'speech' | 'narration', Record<Tone, { pitch: number; range: number } | null>> = {
  // plain narration is widened a little too: a whole 6–7 story is mostly plain lines, and a storyteller's
  // melody spans 8–12 semitones over all of it (bench generation), not only in its exclamations
  narration: { plain: { pitch: 0, range: 45 }, exclaim: { pitch: 12, range: 90 }, question: { pitch: 6, range: 80 } },
  speech: {
    plain: { pitch: 10, range: 60 },
    exclaim: { pitch: 18, range: 100 },
    question: { pitch: 14, range: 90 },
  },
};

/**
 * A character's voice, as one storyteller gives it: pitch and range (SSML percent) for the line, instead of the
 * narrator's own character voice (issue 31). eSpeak keeps a voice above its variant's lowest pitch, so a man's
 * line is the narrator's voice low and narrow, not a man's: measured in Russian, median 198 Hz for Grandpa,
 * 228 for Dad, 259 for Granny, 345 for Mum or the teacher, 402 for a child, against the narrator's 298.
 */
export const SPEAKER_VOICE: Record<Speaker, { pitch: number; range: number }> = {
  oldMan: { pitch: -100, range: -60 },
  man: { pitch: -70, range: -40 },
  oldWoman: { pitch: -20, range: -30 },
  woman: { pitch: 15, range: 40 },
  child: { pitch: 70, range: 60 },
};
/** What an exclamation or a question adds to a character's voice. */
const TONE_LIFT: Record<Tone, { pitch: number; range: number }> = {
  plain: { pitch: 0, range: 0 },
  exclaim: { pitch: 8, range: 20 },
  question: { pitch: 4, range: 15 },
};

function prosodyOf(w: ScriptWord): { pitch: number; range: number } | null {
  if (!w.speech || !w.speaker) return PROSODY[w.speech ? 'speech' : 'narration'][w.tone];
  const [voice, lift] = [SPEAKER_VOICE[w.speaker], TONE_LIFT[w.tone]];
  return { pitch: voice.pitch + lift.pitch, range: voice.range + lift.range };
}
const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

/**
 * The body of the SSML for a text (no <speak>): prosody per sentence or line, a breath after each sentence.
 * Two quirks of eSpeak shape it (each checked by the narrator's tests): phoneme input straight after an
 * opening tag is dropped unless a <mark> stands between; and a break next to a closing tag counts as one
 * more word gap, so a sentence's break stays inside its prosody.
 */
export function speechSsml(words: ScriptWord[], voice: VoiceSettings): string {
  const parts: string[] = [];
  let open: string | null = null;
  const last = words.findLastIndex((w) => w.spoken);
  words.forEach((w, i) => {
    if (!w.spoken) return;
    const p = prosodyOf(w);
    const tag = p ? `<prosody pitch="${signed(p.pitch)}%" range="${signed(p.range)}%">` : null;
    if (tag !== open) {
      if (open) parts.push('</prosody> ');
      if (tag) parts.push(`${tag}<mark name="line"/> `);
      open = tag;
    }
    // a space after every word: eSpeak reads a tag straight after ]] as text
    parts.push(`${w.spoken}${w.pause} `);
    if (SENTENCE_END.test(w.pause) && i < last) parts.push(`<break time="${voice.sentencePauseMs}ms"/> `);
  });
  if (open) parts.push('</prosody>');
  return parts.join('');
}
