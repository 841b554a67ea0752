/** The offline narrator's voices per language (decision 037 and its addendum: chosen by measurement). */
import type { AgeCluster, Locale } from '@tt/contract';

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
 * Тиша is a small hedgehog, a boy: a child's voice, not the language's man's voice (103 Hz). A child's vocal
 * tract is shorter, so every formant sits about a fifth higher than a man's (a woman's variants go further and
 * add breath, which made Тиша sound like an aunt); the pitch is an octave up, with a wide range (base 150 Hz,
 * top 340 Hz) so exclamations and questions carry (decision 037, addendum: median 290 Hz, 9 semitones).
 * Its syllables are a third longer than the Russian voice's (stressLength): eSpeak speaks no slower than 80
 * words a minute, still 3.6 syllables a second, too fast for a 4-year-old (issue 31).
 */
const CHILD = `language variant
name child
gender male
pitch 150 340
formant 0 110 100 100
formant 1 118 95 110
formant 2 122 90 110
formant 3 120 90 110
formant 4 118 90 110
formant 5 118 90 110
formant 6 112 90 100
formant 7 112 90 100
formant 8 112 90 100
stressLength 200 180 280 280 0 0 330 350
`;

/**
 * Pip, a girl mouse: eSpeak's female3 (formants, breath, echo) with a wider pitch range (120–300 Hz against
 * 140–240 Hz), which her melody needs to span a storyteller's 8–12 semitones.
 */
const PIP = `language variant
name pip
gender female
pitch 120 300
formant 0 105  80 150
formant 1 120  75 150 -50
formant 2 135  70 150 -250
formant 3 125  80 150
formant 4 125  80 150
formant 5 125  80 150
formant 6 120  70 150
formant 7 110  70 150
formant 8 110  70 150
stressAmp 18 18 20 20 20 20 20 20
breath 0 2 3 3 3 3 3 2
echo 120 10
roughness 4
`;

/** Our variants, written into eSpeak's voices/!v/ at each run (`-v en+pip`, `-v ru+child`). */
export const VARIANTS: Record<string, string> = { pip: PIP, child: CHILD };

// eSpeak silently drops a variant after `en-gb` (Pip spoke in a man's voice); `en` is the same British voice and keeps it.
export const VOICE: Record<Locale, VoiceSettings> = {
  en: { locale: 'en', voice: 'en+pip', rate: 128, pitch: 30, range: 50, gap: 2, sentencePauseMs: 350 },
  ru: { locale: 'ru', voice: 'ru+child', rate: 96, pitch: 35, range: 50, gap: 2, sentencePauseMs: 350 },
};

/**
 * Russian words a minute per age (issue 31): 3.0–3.5 syllables a second of speech for ages 1–3 and 4–5, at most
 * 3.8 for 6–7, measured over the bundled tellings (rate.ts; it was 4.1–5.0). The toddlers' short exclaimed lines
 * come out slower than plain sentences at the same setting, so their setting is the highest (99: 3.3–3.4 over
 * the 122 items' toddler tellings, 106 gave 3.55 once the calendar's new items came).
 */
const RU_RATE: Record<AgeCluster, number> = { upto3: 99, '4to5': 87, '6to7': 96 };

/** The narrator's voice for a language and, where known, the listener's age. */
export function voiceFor(locale: Locale, ageCluster?: AgeCluster): VoiceSettings {
  return locale === 'ru' && ageCluster ? { ...VOICE.ru, rate: RU_RATE[ageCluster] } : VOICE[locale];
}
