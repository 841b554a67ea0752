/** The offline narrator's voices per language (decision 037 and its addendum: chosen by measurement). */
import type { Locale } from '@tt/contract';

/**
 * Voice and variant, words a minute, pitch and pitch range (eSpeak's -p and -P, 0–99), gap between words
 * (10 ms units at 175 words a minute) and the pause after a sentence.
 */
export interface VoiceSettings {
  locale: Locale;
  voice: string;
  rate: number;
  pitch: number;
  range: number;
  gap: number;
  sentencePauseMs: number;
}

/**
 * Тиша is a small hedgehog, a boy: a child's voice, not the language's man's voice (103 Hz). A child's larynx
 * and vocal tract are smaller: the pitch an octave above a man's (base 190 Hz, top 320 Hz) and every formant
 * about a fifth higher; no breathiness, which made the women's variants sound older.
 */
const CHILD = `language variant
name child
gender male
pitch 190 320
formant 0 110 100 100
formant 1 118 95 110
formant 2 122 90 110
formant 3 120 90 110
formant 4 118 90 110
formant 5 118 90 110
formant 6 112 90 100
formant 7 112 90 100
formant 8 112 90 100
`;

/** Our variants, written into eSpeak's voices/!v/ at each run; used as `ru+child`. */
export const VARIANTS: Record<string, string> = { child: CHILD };

// eSpeak silently drops a variant after `en-gb` (Pip spoke in a man's voice); `en` is the same British voice and keeps it.
export const VOICE: Record<Locale, VoiceSettings> = {
  en: { locale: 'en', voice: 'en+f3', rate: 128, pitch: 52, range: 50, gap: 2, sentencePauseMs: 350 },
  ru: { locale: 'ru', voice: 'ru+child', rate: 122, pitch: 50, range: 50, gap: 2, sentencePauseMs: 350 },
};
