/**
 * How eSpeak should say the words it gets wrong in stories (decision 037, addendum): sound words it spells
 * out letter by letter ("shh" as "ess-aitch-aitch", «Шшш» as «ша-ша-ша») and Russian words it stresses
 * wrongly («в ле́су», «что-то́», «пингви́нята»). Each entry is eSpeak phoneme input (`[[…]]`, its `-x`
 * mnemonics: ' before the stressed vowel, S = sh, Z = zh, x = kh, ; = soft). Checked by the narrator's tests
 * against what eSpeak prints for each word; words eSpeak already says right (wow, oops, «ура», «хрум») have
 * no entry.
 */
import type { Locale } from '@tt/contract';

const SOUNDS: Record<Locale, Record<string, string>> = {
  en: {
    shh: 'SSS',
    sh: 'SSS',
    ssh: 'SSS',
    hmm: 'mmm',
    mm: 'mmm',
    zz: 'zzzz',
    bzz: 'bzzzz',
    ss: 'ssss',
    brr: 'b3:',
    grr: 'g3:',
    tsk: 'tsk',
    pfft: 'pft',
    hooray: "hUr'eI",
    aww: "'O:",
    'twit-twoo': "tw'Ittw'u:",
  },
  ru: {
    шш: 'SSS',
    тшш: 'tSSS',
    чшш: 'tSSS',
    жж: 'ZZZ',
    зз: 'zzz',
    сс: 'sss',
    тсс: 'tsss',
    мм: 'mmm',
    хм: 'xm',
    хмм: 'xmm',
    пф: 'pf',
    пфф: 'pfff',
    фрр: 'frrr',
    брр: 'brrr',
    грр: 'grrr',
    рр: 'rrrr',
    ого: "ag'o",
    'ого-го': "agag'o",
    'иго-го': "Igag'o",
    апчхи: "aptS;x;'i",
    курлы: "kurl'y",
    'курлы-курлы': "kurl'ykurl'y",
  },
};

/** Russian words eSpeak stresses wrongly wherever they stand (stress as in a story: «уже́», «пото́м»). */
const STRESS: Record<string, string> = {
  'что-то': "St'ot@",
  уже: "uZ'E",
  потом: "pat'om",
  глаза: "glaz'A",
  грудками: "g@-r'utk@m;I",
  чаек: "tS;'AjIk",
  большим: "balS'ym",
  больших: "balS'yx",
  земли: "z;iml;'i",
  'белым-бело': "b;'elymb;il'o",
  пингвинята: "p;ingv;in;'Ata#",
  пингвинятам: "p;ingv;in;'At@m",
  пингвинятами: "p;ingv;in;'At@m;I",
  пингвинятах: "p;ingv;in;'At@x",
  жирафята: "Zyr@f;'Ata#",
  дельфинята: "d;ilf;in;'Ata#",
  черепашата: "tS;ir;ipaS'Ata#",
};

/**
 * Nouns whose locative after «в», «во» or «на» is stressed on its ending (в лесу́, на берегу́), while the same
 * form after other words is not (по ле́су, к бе́регу): applied only after those prepositions, with at most
 * two words between (в тёмном саду́, на холодном берегу́).
 */
const LOCATIVE: Record<string, string> = {
  лесу: "l;is'u",
  саду: "sad'u",
  снегу: "s;n;ig'u",
  берегу: "b;ir;ig'u",
  полу: "pal'u",
  году: "gad'u",
  лугу: "lug'u",
  шкафу: "Skaf'u",
  ветру: "v;it@-r'u",
  бору: "bar'u",
  краю: "k@-raj'u",
  строю: "st@-raj'u",
  пуху: "pux'u",
  цвету: "tsv;it'u",
  порту: "part'u",
  меху: "m;ix'u",
  глазу: "glaz'u",
  тазу: "taz'u",
  ряду: "@-r;id'u",
  боку: "bak'u",
  кругу: "k@-rug'u",
  носу: "nas'u",
  свету: "s;v;it'u",
  виду: "v;id'u",
  ходу: "xad'u",
  бегу: "b;ig'u",
  дыму: "dym'u",
  жару: "Zar'u",
};
const LOCATIVE_PREPOSITIONS = new Set(['в', 'во', 'на']);

const VOWELS = /[aeiouyаеёиоуыэюя]/iu;
/** Lower case; a sound word without vowels loses its hyphens and any letter held longer than twice (Ш-ш-ш → шш). */
export function lexiconKey(word: string): string {
  const lower = word.toLowerCase();
  if (VOWELS.test(lower)) return lower;
  return lower.replace(/-/g, '').replace(/(\p{L})\1+/gu, '$1$1');
}

const letters = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The phonemes eSpeak should say for `words[i]` (a written word of the text, punctuation around it allowed),
 * or null when eSpeak's own reading is right.
 */
export function phonemesFor(words: string[], i: number, locale: Locale): string | null {
  const key = lexiconKey(letters(words[i]!));
  const sound = SOUNDS[locale][key];
  if (sound) return sound;
  if (locale !== 'ru') return null;
  if (STRESS[key]) return STRESS[key]!;
  if (!LOCATIVE[key]) return null;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    // a comma or a full stop between them: the preposition belongs to another phrase
    if (/[^\p{L}\p{N}]$/u.test(words[j]!)) return null;
    if (LOCATIVE_PREPOSITIONS.has(letters(words[j]!).toLowerCase())) return LOCATIVE[key]!;
  }
  return null;
}

/** Every entry, for the tests: [locale, key, phonemes, kind]. */
export function lexiconEntries(): [Locale, string, string, 'sound' | 'stress' | 'locative'][] {
  return [
    ...(['en', 'ru'] as const).flatMap((l) =>
      Object.entries(SOUNDS[l]).map(([k, p]) => [l, k, p, 'sound'] as [Locale, string, string, 'sound']),
    ),
    ...Object.entries(STRESS).map(([k, p]) => ['ru', k, p, 'stress'] as [Locale, string, string, 'stress']),
    ...Object.entries(LOCATIVE).map(([k, p]) => ['ru', k, p, 'locative'] as [Locale, string, string, 'locative']),
  ];
}
