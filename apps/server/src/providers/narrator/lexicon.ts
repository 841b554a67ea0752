/**
 * How eSpeak should say the words it gets wrong in stories (decision 037, addendum): sound words it spells
 * out letter by letter ("shh" as "ess-aitch-aitch", «Шшш» as «ша-ша-ша») and Russian words it stresses
 * wrongly («в ле́су», «что-то́», «пингви́нята»). Each entry is eSpeak phoneme input (`[[…]]`, its `-x`
 * mnemonics: ' before the stressed vowel, S = sh, Z = zh, x = kh, ; = soft). Checked by the narrator's tests
 * against what eSpeak prints for each word; words eSpeak already says right (wow, oops, «ура», «хрум») have
 * no entry. Russian stress follows the stress list (ru-stress.ts, issue 31), read in the word's phrase.
 */
import type { Locale } from '@tt/contract';
import { homographContext, letters, stressedForm } from './ru-stress.js';

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
 * The forms of the stress list eSpeak stresses otherwise, by their stressed spelling (eSpeak's own phonemes with
 * the stress moved: the stressed vowel said in full, the one that lost its stress reduced).
 */
const FORMS: Record<string, string> = {
  // items-h (07-17, 08-28)
  гло́тик: "gl'ot;ik",
  гло́тика: "gl'ot;ika#",
  выбра́сываешь: "vybr'As@vVjiS",
  ку́кольница: "k'ukVl;n;itsa#",
  // items-e (04-03)
  жемчу́жинкой: "ZymtS;'uZynkVj",
  // items-e (02-08)
  иско́рка: "isk'orka#",
  // items-e (02-07)
  выходи́ли: "vyxVd;'il;I",
  ка́шицу: "k'ASytsu",
  // items-e (02-04)
  пя́ток: "p;'at@k",
  // items-e (02-02)
  сре́зала: "sr;'ez@la#",
  пушка́: "puSk'A",
  // items-e (01-09)
  капиба́ра: "kVp;ib'Ara",
  капиба́р: "kVp;ib'Ar",
  // items-e (01-07)
  барха́нчик: "bVrx'AntS;ik",
  барха́нчиком: "bVrx'AntS;ikVm",
  // items-e (01-06)
  го́шины: "g'oSyny",
  // items-e (01-04)
  сурика́ты: "sur;ik'Aty",
  // items-c (12-09)
  семе́чку: "s;im;'etS;ku",
  а́ниным: "'An;inym",
  выходи́ло: "vyxVd;'il@",
  бе́рег: "b;'er;ik",
  бе́рега: "b;'er;iga#",
  бе́регу: "b;'er;igu",
  бока́: "bVk'A",
  бе́лок: "b;'El@k",
  ва́нина: "v'An;ina#",
  ве́чера: "v;'etS;ira#",
  вечера́: "v;itS;ir'A",
  воды́: "vVd'y",
  глубины́: "glub;in'y",
  гнезда́: "gn;izd'A",
  го́ловы: "g'olVvy",
  головы́: "gVlVv'y",
  го́лоса: "g'olVsa#",
  го́рода: "g'orVda#",
  города́: "gVrVd'A",
  горы́: "gVr'y",
  дела́: "d;il'A",
  деревца́: "d;ir;ifts'A",
  деревце́в: "d;ir;ifts'Ef",
  душе́: "duS'E",
  еду́: "jid'u",
  жила́: "Zyl'A",
  за́мок: "z'AmVk",
  звезды́: "zv;izd'y",
  зимы́: "z;im'y",
  косте́й: "kVs;t;'ej",
  круго́м: "k@-rug'om",
  крыло́: "k@-ryl'o",
  лиса́: "l;is'A",
  лисы́: "l;is'y",
  луны́: "lun'y",
  маши́н: "mVS'in_",
  мука́: "muk'A",
  муки́: "muk;'i",
  наклоня́ли: "nVklVn;'Al;I",
  начала́: "natS;Vl'A",
  норы́: "nVr'y",
  носки́: "nVsk;'i",
  па́рами: "p'ar@m;I",
  облака́: "VblVk'A",
  о́зера: "'oz;ira#",
  окна́: "Vkn'A",
  о́лины: "'ol;iny",
  о́строва: "'ost@-rVva#",
  пекло́: "p;ikl'o",
  пила́ми: "p;il'Am;I",
  по́езда: "p'ojizda#",
  пои́т: "pV'it",
  по́лином: "p'ol;inVm",
  поля́: "pVl;'A",
  принялся́: "p@-r;in;Vls;'A",
  провода́м: "p@-rVvVd'Am",
  провода́х: "p@-rVvVd'Ax",
  проводо́в: "p@-rVvVd'of",
  реки́: "@-r;ik;'i",
  рога́: "@-rVg'A",
  руки́: "@-ruk;'i",
  са́хара: "s'AxVra#",
  сверля́т: "sv;irl;'At",
  свила́: "sv;il'A",
  слова́: "slVv'A",
  снеговики́: "s;n;igVv;ik;'i",
  снеговику́: "s;n;igVv;ik'u",
  совы́: "sVv'y",
  со́нина: "s'on;ina#",
  сосны́: "sVsn'y",
  спала́: "spVl'A",
  стекла́: "s;t;ikl'A",
  сто́роны: "st'orVny",
  стороны́: "stVrVn'y",
  темно́: "t;imn'o",
  толка́й: "tVlk'Aj",
  травы́: "t@-rVv'y",
  утра́: "ut@-r'A",
  учителя́: "utS;it;il;'A",
  фигури́сты: "f;igur;'isty",
  хо́лода: "x'olVda#",
  цвета́: "tsv;it'A",
  це́лую: "ts'Eluju",
  шага́: "SVg'A",
  ша́рфах: "S'ArfVx",
  ша́рфе: "S'Arf;i",
  ша́рфом: "S'ArfVm",
  шевели́м: "Syv;il;'im",
  // forms of the calendar's new items (items-a)
  ва́ли: "v'Al;I",
  мордо́чками: "mVrd'otS;kVm;I",
  муку́: "muk'u",
  пари́л: "pVr;'il",
  пете́ль: "p;it;'el",
  ти́кайте: "t;'ikVjt;i",
  ти́кают: "t;'ikVjut",
  // forms of the new items (items-b)
  бу́ди: "b'ud;I",
  бултыхну́лась: "bultyxn'ulVs;",
  водоро́слей: "vVdVr'osl;ij",
  гри́шина: "g@-r;'iSyna#",
  груди́: "g@-rud;'i",
  заполза́ла: "zapVlz'Ala#",
  зубо́в: "zub'of",
  кло́нило: "kl'on;ilV",
  кружи́т: "k@-ruZ'yt",
  мастерску́ю: "mVs;t;irsk'uju",
  ми́линой: "m;'il;inVj",
  ми́шиного: "m;'iSynVvV",
  муко́й: "muk'oj",
  невиди́мых: "n;iv;id;'imyx",
  ники́тиной: "n;ik;'it;inVj",
  номера́: "nVm;ir'A",
  обня́л: "Vbn;'Al",
  ожи́л: "VZ'yl",
  орангута́н: "Vrangut'An",
  поролоно́вую: "pVrVlVn'ovuju",
  пухови́ке: "puxVv;'ik;i",
  семья́ми: "s;im;j'Am;I",
  сте́рженьком: "s;t;'erZynkVm",
  стои́м: "stV'im",
  страны́: "st@-rVn'y",
  террари́ум: "t;ir@-rVr;'ium",
  узна́ет: "uzn'ajit",
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

/**
 * The phonemes eSpeak should say for `words[i]` (a written word of the text, punctuation around it allowed),
 * or null when eSpeak's own reading is right.
 */
export function phonemesFor(words: string[], i: number, locale: Locale): string | null {
  const key = lexiconKey(letters(words[i]!));
  const sound = SOUNDS[locale][key];
  if (sound) return sound;
  if (locale !== 'ru') return null;
  const form = stressedForm(words, i);
  if (form && FORMS[form]) return FORMS[form]!;
  if (STRESS[key]) return STRESS[key]!;
  if (!LOCATIVE[key]) return null;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    // a comma or a full stop between them: the preposition belongs to another phrase
    if (/[^\p{L}\p{N}]$/u.test(words[j]!)) return null;
    if (LOCATIVE_PREPOSITIONS.has(letters(words[j]!).toLowerCase())) return LOCATIVE[key]!;
  }
  return null;
}

/** Every entry, for the tests: [locale, key, phonemes, kind]; a stress list form's key is a phrase that calls for it. */
export function lexiconEntries(): [Locale, string, string, 'sound' | 'stress' | 'locative' | 'form'][] {
  return [
    ...(['en', 'ru'] as const).flatMap((l) =>
      Object.entries(SOUNDS[l]).map(([k, p]) => [l, k, p, 'sound'] as [Locale, string, string, 'sound']),
    ),
    ...Object.entries(STRESS).map(([k, p]) => ['ru', k, p, 'stress'] as [Locale, string, string, 'stress']),
    ...Object.entries(LOCATIVE).map(([k, p]) => ['ru', k, p, 'locative'] as [Locale, string, string, 'locative']),
    ...Object.entries(FORMS).map(([form, p]) => ['ru', phraseFor(form), p, 'form'] as [Locale, string, string, 'form']),
  ];
}

/** A phrase in which the stress list reads a word as `form`: the word alone, or after the word that calls for it. */
function phraseFor(form: string): string {
  const word = form.replace('\u0301', '');
  if (stressedForm([word], 0) === form && stressedForm(['вот', word], 1) === form) return word;
  const capital = word[0]!.toUpperCase() + word.slice(1);
  if (stressedForm(['и', capital], 1) === form) return `и ${capital}`;
  if (stressedForm(['и', word], 1) === form) return `и ${word}`;
  const before = homographContext(form);
  if (before) return `${before} ${word}`;
  throw new Error(`No phrase calls for ${form}`);
}
