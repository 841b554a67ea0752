/**
 * The Russian stress list (ru-stress-list.ts) read for a word in its phrase: which syllable a storyteller
 * stresses, so the narrator can tell eSpeak where it would go wrong and the tests can find where it does.
 */
import { RU_STRESS_LIST } from './ru-stress-list.js';
import { RU_STRESS_LIST_CALENDAR } from './ru-stress-list-calendar.js';
import { RU_STRESS_LIST_ITEMS_I } from './ru-stress-list-items-i.js';

const ACUTE = '\u0301';
const VOWEL = /[аеёиоуыэюя]/i;

interface Homograph {
  usual: string;
  /** [words before it, the form after them]; "." the start of a sentence, "Aa" a capital letter. */
  otherwise: [Set<string>, string][];
}

let parsed: { plain: Map<string, string>; homographs: Map<string, Homograph> } | null = null;
function list() {
  if (parsed) return parsed;
  const plain = new Map<string, string>();
  const homographs = new Map<string, Homograph>();
  for (const line of `${RU_STRESS_LIST}\n${RU_STRESS_LIST_CALENDAR}\n${RU_STRESS_LIST_ITEMS_I}`.split('\n')) {
    if (line.startsWith('~')) {
      const [head, ...rules] = line.slice(1).split('|');
      const [word, usual] = head!.trim().split(/\s+/);
      const otherwise = rules.map((rule): [Set<string>, string] => {
        const [before, form] = rule.split('=>').map((s) => s.trim());
        return [new Set(before!.split(/\s+/)), form!];
      });
      homographs.set(word!, { usual: usual!, otherwise });
    } else
      for (const form of line.split(/\s+/).filter(Boolean)) {
        const word = form.replace(ACUTE, '');
        const known = plain.get(word);
        // two stresses for one spelling would be read by whichever came last: say which the phrase decides
        if (known && known !== form)
          throw new Error(
            `The stress list stresses «${word}» two ways (${known}, ${form}): keep one or add a "~" line.`,
          );
        plain.set(word, form);
      }
  }
  parsed = { plain, homographs };
  return parsed;
}

/** A written word without the punctuation around it. */
export const letters = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const endsSentence = (token: string) => /[.!?…]["»”’)]*$/.test(token);

/** Vowels of a word: its syllables. */
export const syllables = (word: string) => (word.match(new RegExp(VOWEL.source, 'gi')) ?? []).length;

/** Whether the list must know the word: more than one syllable, no ё (always stressed), no hyphen. */
export const needsStress = (word: string) => syllables(word) > 1 && !/ё/i.test(word) && !word.includes('-');

/** Which vowel (from 0) of a stressed spelling carries the stress; -1 without a mark. */
export function stressedVowel(form: string): number {
  let vowel = -1;
  for (const ch of form) {
    if (ch === ACUTE) return vowel;
    if (VOWEL.test(ch)) vowel++;
  }
  return -1;
}

/**
 * The stressed spelling of `words[i]` (a written word of a text, punctuation around it allowed) by the list,
 * read in its phrase; null when the list does not know the word.
 */
export function stressedForm(words: string[], i: number): string | null {
  const written = letters(words[i]!);
  const key = written.toLowerCase();
  const { plain, homographs } = list();
  const homograph = homographs.get(key);
  if (!homograph) return plain.get(key) ?? null;
  for (const [before, form] of homograph.otherwise) {
    if (before.has('Aa') && /^\p{Lu}/u.test(written)) return form;
    if (before.has('.') && (i === 0 || endsSentence(words[i - 1]!))) return form;
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      // a comma or a full stop between them: the word before belongs to another phrase
      if (/[^\p{L}\p{N}]$/u.test(words[j]!)) break;
      if (before.has(letters(words[j]!).toLowerCase())) return form;
    }
  }
  return homograph.usual;
}

/** A word before which the list reads a homograph as `form` (for the lexicon's tests), or null. */
export function homographContext(form: string): string | null {
  const homograph = list().homographs.get(form.replace(ACUTE, ''));
  const rule = homograph?.otherwise.find(([before, f]) => f === form && [...before].some((w) => /^\p{Ll}/u.test(w)));
  return rule ? [...rule[0]].find((w) => /^\p{Ll}/u.test(w))! : null;
}
