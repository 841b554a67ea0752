/**
 * Who says a character's line (issue 31): Grandpa, Dad, the teacher and a child each get a voice of their own,
 * as a storyteller voices them: lower for a man, lower still and narrower for an old man, higher for a child.
 * The speaker is the character named next to the line ("said Grandpa", «— сказал дедушка», «Дедушка
 * улыбнулся: …»); in Russian the verb's ending tells a woman from a man where the noun does not (учитель
 * сказала). A line whose speaker is not named keeps the narrator's own character voice.
 */
import type { Locale } from '@tt/contract';

export type Speaker = 'oldMan' | 'oldWoman' | 'man' | 'woman' | 'child';

/** Word starts that name a speaker; a null sex is read from the Russian verb, else the default given. */
const NAMES: Record<Locale, [string, Speaker][]> = {
  en: [
    ['grandpa', 'oldMan'],
    ['grandad', 'oldMan'],
    ['grandfather', 'oldMan'],
    ['grandma', 'oldWoman'],
    ['granny', 'oldWoman'],
    ['grandmother', 'oldWoman'],
    ['dad', 'man'],
    ['father', 'man'],
    ['papa', 'man'],
    ['mum', 'woman'],
    ['mom', 'woman'],
    ['mother', 'woman'],
    ['mama', 'woman'],
    ['teacher', 'woman'],
    ['librarian', 'woman'],
    ['keeper', 'man'],
    ['farmer', 'man'],
    ['baker', 'man'],
    ['fisherman', 'man'],
    ['postman', 'man'],
    ['driver', 'man'],
    ['captain', 'man'],
    ['ranger', 'man'],
    ['vet', 'woman'],
    ['girl', 'child'],
    ['boy', 'child'],
    ['child', 'child'],
    ['children', 'child'],
    ['kids', 'child'],
  ],
  ru: [
    ['дедушк', 'oldMan'],
    ['дед', 'oldMan'],
    ['бабушк', 'oldWoman'],
    ['папа', 'man'],
    ['папе', 'man'],
    ['отец', 'man'],
    ['мама', 'woman'],
    ['маме', 'woman'],
    ['учительниц', 'woman'],
    ['учител', 'man'],
    ['библиотекар', 'woman'],
    ['смотрител', 'man'],
    ['фермер', 'man'],
    ['пекар', 'man'],
    ['рыбак', 'man'],
    ['почтальон', 'man'],
    ['водител', 'man'],
    ['капитан', 'man'],
    ['ветеринар', 'woman'],
    ['девочк', 'child'],
    ['мальчик', 'child'],
    ['дети', 'child'],
    ['ребят', 'child'],
    ['малыш', 'child'],
  ],
};

const letters = (token: string) => token.replace(/[^\p{L}]/gu, '').toLowerCase();
/** How far from a line its speaker may be named, in words. */
const REACH = 6;

/** The speaker a word names, or null. */
function named(word: string, locale: Locale): Speaker | null {
  const w = letters(word);
  return NAMES[locale].find(([start]) => w.startsWith(start))?.[1] ?? null;
}

/** A Russian past-tense verb's sex: «сказала» a woman, «сказал» a man; null for other words. */
function verbSex(word: string): 'f' | 'm' | null {
  const w = letters(word);
  if (/(ла|лась)$/.test(w) && w.length > 4) return 'f';
  if (/(ал|ял|ил|ел|ул|лся)$/.test(w) && w.length > 4) return 'm';
  return null;
}

const SENTENCE_END = /[.!?…]["»”’)]*$/;

/**
 * The speaker of each word that is part of a character's line (`speech[i]`), by the narration around the
 * line: the nearest speaker named after it in its sentence, else before it.
 */
export function speakersOf(words: string[], speech: boolean[], locale: Locale): (Speaker | null)[] {
  const out: (Speaker | null)[] = words.map(() => null);
  for (let a = 0; a < words.length; a++) {
    if (!speech[a] || (a > 0 && speech[a - 1])) continue;
    let b = a;
    while (b + 1 < words.length && speech[b + 1]) b++;
    const look = (from: number, step: 1 | -1): { speaker: Speaker; at: number } | null => {
      for (let i = from, n = 0; i >= 0 && i < words.length && n < REACH && !speech[i]; i += step, n++) {
        const speaker = named(words[i]!, locale);
        if (speaker) return { speaker, at: i };
        if (step === 1 ? SENTENCE_END.test(words[i]!) : i < from && SENTENCE_END.test(words[i]!)) break;
      }
      return null;
    };
    const found = look(b + 1, 1) ?? look(a - 1, -1);
    let speaker = found?.speaker ?? null;
    if (found && locale === 'ru' && (speaker === 'man' || speaker === 'woman')) {
      // «учитель сказала»: the verb next to the noun decides
      const near = [words[found.at - 1], words[found.at + 1]].map((w) => (w ? verbSex(w) : null)).find(Boolean);
      if (near) speaker = near === 'f' ? 'woman' : 'man';
    }
    for (let i = a; i <= b; i++) out[i] = speaker;
    a = b;
  }
  return out;
}
