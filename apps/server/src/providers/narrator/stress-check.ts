/**
 * Where the narrator's Russian stress differs from the stress list (issue 31): every word of the texts, read as
 * the narrator reads it (the lexicon's phonemes where it has some, else eSpeak's own, asked in one run), against
 * the list's form for the word in its phrase. Used by the narrator's stress test and the generation bench.
 */
import { BUNDLED_TALES } from '../news/tales/index.js';
import { phonemesOf } from './espeak.js';
import { letters, needsStress, stressedForm, stressedVowel } from './ru-stress.js';
import { readScript } from './script.js';
import { VOICE } from './voices.js';

export interface TextOf {
  /** Where the text is written, to name in a failure. */
  file: string;
  text: string;
}

export interface StressFault {
  word: string;
  file: string;
  /** The list's form; absent when the list does not know the word. */
  want?: string;
  /** eSpeak's phonemes for the word as the narrator has it said. */
  said?: string;
}

/** Every narrated Russian text of the bundled items: hook, tellings, bedtime line, footnote. */
export function bundledRussianTexts(): TextOf[] {
  return Object.entries(BUNDLED_TALES).flatMap(([key, tales]) => {
    const t = tales.ru;
    const file = `apps/server/src/providers/news/tales/items/${key}.ts`;
    const scenes = [...t.toddler, ...t.small, ...t.arc].map((s) => s.text);
    return [t.hook, ...scenes, t.bedtime, t.footnote.explanation].map((text) => ({ file, text }));
  });
}

/** Which vowel (from 0) eSpeak stresses in a word's `-x` phonemes; -1 if none. */
export function phonemeStress(phonemes: string): number {
  // `@-` marks a syllabic consonant and `I^` a soft sign: neither is a vowel of the word
  const bare = phonemes.replace(/@-|I\^/g, '');
  let vowel = -1;
  for (const ch of bare) {
    if (ch === "'") return vowel + 1;
    if (/[VAauyoIieE8@]/.test(ch)) vowel++;
  }
  return -1;
}

/** The words the list does not know, and those the narrator stresses otherwise than the list. */
export async function stressFaults(texts: TextOf[]): Promise<{ unknown: StressFault[]; wrong: StressFault[] }> {
  const unknown = new Map<string, StressFault>();
  const wrong: StressFault[] = [];
  /** Words eSpeak says on its own: their list form and where they stand. */
  const own = new Map<string, { want: string; files: Set<string> }[]>();
  for (const { file, text } of texts) {
    const words = text.split(/\s+/).filter(Boolean);
    const script = readScript(text, 'ru');
    words.forEach((written, i) => {
      const word = letters(written).toLowerCase();
      if (!needsStress(word)) return;
      const want = stressedForm(words, i);
      if (!want) {
        if (!unknown.has(word)) unknown.set(word, { word, file });
        return;
      }
      const spoken = script[i]!.spoken;
      if (spoken.startsWith('[[')) {
        const said = spoken.slice(2, -2);
        if (phonemeStress(said) !== stressedVowel(want)) wrong.push({ word: written, file, want, said });
        return;
      }
      const forms = own.get(word) ?? [];
      const same = forms.find((f) => f.want === want);
      if (same) same.files.add(file);
      else own.set(word, [...forms, { want, files: new Set([file]) }]);
    });
  }
  const asked = [...own.keys()];
  const lines = asked.length ? await phonemesOf(`<speak>${asked.join(', ')}.</speak>`, VOICE.ru) : [];
  if (lines.length !== asked.length) throw new Error(`eSpeak said ${lines.length} words for ${asked.length}`);
  {
    asked.forEach((word, k) => {
      const said = lines[k]!;
      for (const { want, files } of own.get(word)!)
        if (phonemeStress(said) !== stressedVowel(want)) wrong.push({ word, file: [...files][0]!, want, said });
    });
  }
  return { unknown: [...unknown.values()], wrong };
}
