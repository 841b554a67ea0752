/**
 * Formula over a set of stories (issue 31 point 4), for the writer's tests and the generation bench:
 * second sentences and last-scene openings shared by too many stories of a language and age, endings
 * that name someone the telling never met, parent questions about what only another age's telling
 * says, "safe" in a good night, and Russian lines that assume the child is a boy or a girl.
 */
import type { Locale } from '@tt/contract';
import type { StoryDraft } from '../types.js';
import { sentencesOf } from './story-checks.js';

import { englishVerb } from './sentence-checks.js';

export { SAFE_WORDS } from './sentence-checks.js';

/** No opening may stand in more than this share of a language's stories of one age. */
export const MAX_OPENING_SHARE = 0.1;

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
const lower = (words: string[]) => words.map((w) => w.toLowerCase());

/**
 * Proper names: words written with a capital inside a sentence ("called Mei", «панда Мэй») and never
 * in small letters ("Sleep tight" after a quote is not a name: "sleep" stands elsewhere).
 */
export function namesIn(texts: string[]): Set<string> {
  const capital = new Set<string>();
  const small = new Set<string>();
  for (const sentence of texts.flatMap(sentencesOf)) {
    // a capital after a quote or a colon starts a sentence of its own ("Pip whispers: "Sleep tight"")
    for (const m of sentence.matchAll(/(?<=[\p{L},;]\s)\p{Lu}[\p{L}'’-]*/gu))
      capital.add(m[0].toLowerCase().replace(/['’]s$/, ''));
    for (const w of wordsOf(sentence)) if (!/^\p{Lu}/u.test(w)) small.add(w.replace(/['’]s$/, ''));
  }
  return new Set([...capital].filter((w) => !small.has(w)));
}

/** Little words that carry no formula of their own. */
const FILLER = new Set('is are was were the a an и а'.split(' '));

/**
 * What two sentences share when they follow one formula: their first two words, with any name said as
 * <name> and little words left out ("Mei is asleep…", "Max is asleep…" → "<name> asleep").
 */
export function openingOf(sentence: string, names: Set<string>): string {
  return lower(wordsOf(sentence))
    .map((w) => w.replace(/['’]s$/, ''))
    .map((w) => (names.has(w) ? '<name>' : w))
    .filter((w) => !FILLER.has(w))
    .slice(0, 2)
    .join(' ');
}

const storyNames = (draft: StoryDraft) => namesIn(draft.scenes.map((s) => s.text));

/** The narrator's second sentence: the line about this item right after the greeting. */
export const secondSentence = (draft: StoryDraft) => sentencesOf(draft.scenes[0]?.text ?? '')[1] ?? '';
/** The first sentence of the last scene: back at the hero before good night. */
export const lastSceneOpening = (draft: StoryDraft) => sentencesOf(draft.scenes.at(-1)?.text ?? '')[0] ?? '';

/**
 * Openings of `line` found in more than MAX_OPENING_SHARE of the stories, with their share. `names`
 * adds the set's names (a toddler's telling may never say the hero's name inside a sentence).
 */
export function sharedOpenings(
  drafts: StoryDraft[],
  line: (draft: StoryDraft) => string,
  names: Set<string> = new Set(),
): { opening: string; share: number }[] {
  const counts = new Map<string, number>();
  for (const draft of drafts) {
    const opening = openingOf(line(draft), new Set([...names, ...storyNames(draft)]));
    if (opening) counts.set(opening, (counts.get(opening) ?? 0) + 1);
  }
  return [...counts]
    .map(([opening, n]) => ({ opening, share: n / Math.max(1, drafts.length) }))
    .filter((o) => o.share > MAX_OPENING_SHARE)
    .sort((a, b) => b.share - a.share);
}

/** Words that open an English noun phrase: the noun is the last word before the phrase ends. */
const EN_DETERMINERS = new Set(
  'the a an his her their its my your our some two three four five this that these those'.split(' '),
);
/** Words that end an English noun phrase (and never are its noun). */
const EN_PHRASE_END = new Set(
  (
    'who which that when where while with without in on at to of for from by into onto up down off out over under ' +
    'is are was were be been has have had do does did can could will would and or but as like than so if then ' +
    'felt feel feels think thinks saw see came come went go goes got get looked look found find made make'
  ).split(' '),
);
/** Russian prepositions: the word after one is (nearly always) a noun or its adjective. */
const RU_PREPOSITIONS = new Set('в во на под у с со к ко по за из от до о об про над без при через между'.split(' '));

/** Russian adjective endings. */
const RU_ADJECTIVE = /(?:ой|ый|ий|ая|яя|ое|ее|ые|ие|ую|юю|ом|ем|их|ых|ими|ыми|ого|его|ому|ему)$/u;

/**
 * The things a line names: proper names, the item's drawable things (by their stems), and in English the
 * noun of each phrase opened by a determiner or a possessive ("the sour green apple", "the penguin's
 * white tummy" → penguin, tummy); in Russian the word after a preposition («у Розы на лбу» → Розы, лбу).
 */
export function thingsNamed(line: string, locale: Locale, drawStems: string[] = []): string[] {
  const words = wordsOf(line);
  const out = new Set<string>();
  words.forEach((w, i) => {
    const l = w.toLowerCase();
    if (i > 0 && /^\p{Lu}/u.test(w)) out.add(l.replace(/['’]s$/, ''));
    if (drawStems.some((d) => l.startsWith(d))) out.add(l.replace(/['’]s$/, ''));
  });
  if (locale === 'en') {
    const lowered = lower(words);
    for (let i = 0; i < lowered.length; i++) {
      if (!EN_DETERMINERS.has(lowered[i]!) && !/['’]s$/.test(lowered[i]!)) continue;
      if (/['’]s$/.test(lowered[i]!)) out.add(lowered[i]!.replace(/['’]s$/, ''));
      let j = i + 1;
      while (
        j < lowered.length &&
        !EN_PHRASE_END.has(lowered[j]!) &&
        !EN_DETERMINERS.has(lowered[j]!) &&
        !(j > i + 1 && englishVerb(lowered[j]!))
      ) {
        if (/['’]s$/.test(lowered[j]!)) break;
        j++;
      }
      if (j > i + 1) out.add(lowered[j - 1]!);
      // the phrase ended at a word or at the end of a clause: go on from its last word
      i = /['’]s$/.test(lowered[j] ?? '') ? j - 1 : i;
    }
    // a phrase breaks at punctuation too: "the snow, and" ends at "snow"
    for (const phrase of line.split(/[,;:?!.]/)) {
      const last = lower(wordsOf(phrase)).at(-1);
      const first = lower(wordsOf(phrase))[0];
      if (last && first && EN_DETERMINERS.has(first) && !englishVerb(last)) out.add(last);
    }
  } else {
    const lowered = lower(words);
    lowered.forEach((w, i) => {
      if (!RU_PREPOSITIONS.has(w) || !lowered[i + 1]) return;
      // «по новой дорожке»: past the adjective to its noun
      const next = RU_ADJECTIVE.test(lowered[i + 1]!) && lowered[i + 2] ? lowered[i + 2]! : lowered[i + 1]!;
      out.add(next);
    });
  }
  return [...out];
}

/** Words a phrase may end on that name nothing. */
const PRONOUNS = new Set(
  'you yourself together want others one ones it them him her ним ней неё нему них всеми каких всех'.split(' '),
);

/** A word's stem for "the telling says it": endings change, so the first letters are compared. */
const stem = (word: string, locale: Locale) => {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (locale === 'ru') return w.slice(0, Math.max(3, Math.min(5, w.length - 2)));
  const base = w.replace(/(?:ies|es|s)$/, '');
  return base.slice(0, Math.max(3, Math.min(6, base.length - 1)));
};

/**
 * The things `line` names that the item's other tellings say but `telling` does not: a thing, a name
 * or a scene this age never heard of. Things no telling says (an onion to cut, your toys) are the
 * child's own world, not the story's, and stay allowed.
 */
export function unheardThings(
  line: string,
  telling: string[],
  allTellings: string[],
  locale: Locale,
  drawStems: string[] = [],
): string[] {
  const stems = (texts: string[]) => new Set(lower(texts.flatMap(wordsOf)).map((w) => stem(w, locale)));
  const heard = stems(telling);
  const story = stems(allTellings);
  return thingsNamed(line, locale, drawStems).filter((w) => {
    if (PRONOUNS.has(w)) return false;
    const s = stem(w, locale);
    return w.length > 2 && story.has(s) && !heard.has(s);
  });
}

/** The names in an ending that the telling never said (in any of its forms: «Нина», «у Нины»). */
export function unmetNames(ending: string, telling: string[], allTellings: string[]): string[] {
  const names = namesIn([...allTellings, ending]);
  const nameStem = (w: string) => w.slice(0, Math.max(3, w.length - 2));
  const said = new Set(lower(telling.flatMap(wordsOf)).map((w) => nameStem(w.replace(/['’]s$/, ''))));
  return lower(wordsOf(ending))
    .map((w) => w.replace(/['’]s$/, ''))
    .filter((w) => names.has(w) && !said.has(nameStem(w)));
}

/** Russian forms that say who the child is: «вырастешь высоким», «ты видела?», «рада». */
const GENDERED_RU = [
  /(?:каким|таким|какой|такой)\s+(?:\p{L}+\s+)?(?:вырастешь|станешь|будешь)/iu,
  /(?:вырастешь|станешь|будешь)\s+(?:ты\s+)?(?:\p{L}+(?:ым|им|ой))(?=[^\p{L}]|$)/iu,
  /(?:^|[^\p{L}])(?:ты|бы)\s+(?:\p{L}+(?:ла|лась|ал|ил|ел|ял|ыл|ул|ёл))(?=[^\p{L}]|$)/iu,
  /(?:^|[^\p{L}])(?:\p{L}+(?:ла|лась))\s+(?:бы|ты)(?=[^\p{L}]|$)/iu,
  /(?:^|[^\p{L}])(?:ты|тебе было бы)\s+(?:рад|рада|готов|готова|сама|сам|уверен|уверена|должен|должна|голоден|голодна|согласен|согласна)(?=[^\p{L}]|$)/iu,
];

/** Russian questions to the child (in prompts or in a telling) that choose a boy or a girl. */
export function gendered(texts: string[]): string[] {
  return texts
    .flatMap(sentencesOf)
    .filter((q) => q.endsWith('?') && !q.includes('(а)') && GENDERED_RU.some((p) => p.test(q)));
}
