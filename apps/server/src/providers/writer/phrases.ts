/**
 * The narrator characters (Pip in English, Тиша in Russian) and the glossary of hard words a feed
 * item may use. The narrator's own lines are in frame.ts.
 */
import type { Locale } from '@tt/contract';

export interface Narrator {
  name: string;
  /** The offline illustrator's picture of the narrator. */
  emoji: string;
  /** For pictures and image prompts. */
  looks: string;
}

export const NARRATOR: Record<Locale, Narrator> = {
  en: {
    name: 'Pip',
    emoji: '🐭',
    looks: 'Pip, a small brown mouse with round ears, a red scarf and a little satchel of letters',
  },
  ru: { name: 'Тиша', emoji: '🦔', looks: 'Тиша, a small hedgehog with a blue scarf and a little satchel of letters' },
};

/** Hard words explained for feed items, matched in their text; explanations never repeat the word. */
export const GLOSSARY: Record<Locale, Record<string, string>> = {
  en: {
    scientists: 'People who study how the world works.',
    museum: 'A building where interesting old and new things are shown.',
    festival: 'A big happy party for many people.',
    volunteers: 'People who help without being paid.',
    astronauts: 'People who travel into space.',
    planet: 'A huge round world in space, like the Earth.',
  },
  ru: {
    учёные: 'Люди, которые узнают, как устроен мир.',
    музей: 'Здание, где показывают интересные вещи.',
    фестиваль: 'Большой весёлый праздник для многих людей.',
    волонтёры: 'Люди, которые помогают бесплатно.',
    космонавты: 'Люди, которые летают в космос.',
    планета: 'Огромный круглый мир в космосе, как Земля.',
  },
};
