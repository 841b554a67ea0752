/** Words a story for small children must not contain (stems), and length rules per age cluster. */
import type { AgeCluster, Locale } from '@tt/contract';

export const SCARY: Record<Locale, string[]> = {
  en: [
    'kill',
    'dead',
    'death',
    'die',
    'dying',
    'blood',
    'murder',
    'gun',
    'shoot',
    'bomb',
    'war',
    'weapon',
    'monster',
    'scream',
    'terror',
    'horror',
    'hurt',
    'wound',
    'stab',
    'knife',
    'fight',
    'attack',
    'disaster',
    'corpse',
    'ghost',
    'nightmare',
    'explod',
    'crash',
    'drown',
    'burn',
  ],
  ru: [
    'убий',
    'убит',
    'убью',
    'мёртв',
    'мертв',
    'смерт',
    'умер',
    'кров',
    'ружь',
    'стреля',
    'бомб',
    'войн',
    'оружи',
    'чудовищ',
    'монстр',
    'крик',
    'ужас',
    'кошмар',
    'ранен',
    'нож',
    'драк',
    'нападе',
    'катастроф',
    'труп',
    'призрак',
    'взрыв',
    'авари',
    'утону',
    'сгоре',
  ],
};

/** Stems that look scary but are harmless in these words. */
export const HARMLESS: Record<Locale, string[]> = {
  en: ['warm', 'ward', 'wardrobe', 'diet', 'gunnel', 'burner', 'fighter', 'diesel'],
  ru: ['кроват', 'кровл', 'крикет', 'ножк', 'ножниц', 'дракон'],
};

export interface LengthRules {
  maxWordsPerSentence: number;
  maxWordLength: number;
  minChars: number;
  maxChars: number;
}

export const RULES: Record<AgeCluster, LengthRules> = {
  upto3: { maxWordsPerSentence: 16, maxWordLength: 16, minChars: 80, maxChars: 1200 },
  '4to5': { maxWordsPerSentence: 20, maxWordLength: 18, minChars: 150, maxChars: 2500 },
  '6to7': { maxWordsPerSentence: 26, maxWordLength: 20, minChars: 200, maxChars: 4000 },
};
