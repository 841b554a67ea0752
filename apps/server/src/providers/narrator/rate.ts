/**
 * How fast the narrator speaks (issue 31): syllables a second of sounding speech, the pauses left out. A
 * syllable is a vowel letter (Russian) or a group of vowel letters (English); a pause is a silence of at least
 * 150 ms (commas, sentence ends, a breath), shorter ones (stops inside and between words) count as speech.
 */
import type { Locale } from '@tt/contract';
import { soundingSpans } from './espeak-narrator.js';

const PAUSE_S = 0.15;

/** Syllables of a text as read aloud. */
export function syllableCount(text: string, locale: Locale): number {
  const lower = text.toLowerCase();
  if (locale === 'ru') return (lower.match(/[аеёиоуыэюя]/g) ?? []).length;
  // English: vowel groups, a silent final e left out ("time", "bake")
  return lower
    .split(/[^a-z']+/)
    .filter(Boolean)
    .reduce((n, word) => n + Math.max(1, (word.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length), 0);
}

/** Seconds of sound in a 16-bit mono WAV, silences of PAUSE_S or more left out. */
export function soundingSeconds(wav: Buffer): number {
  return soundingSpans(wav, PAUSE_S).reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Syllables a second of a text spoken in `wav`. */
export const syllablesPerSecond = (text: string, wav: Buffer, locale: Locale) =>
  syllableCount(text, locale) / soundingSeconds(wav);
