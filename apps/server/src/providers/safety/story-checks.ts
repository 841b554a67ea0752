/**
 * The story-craft quality checks (issue "Story craft"), run by the safety team on every story from
 * any writer, en and ru: setting consistency, unique scene titles, no sentence said twice,
 * footnotes that explain without repeating their word, sentence and scene lengths by age cluster,
 * a reassuring ending and the parent note. Each failure is one reason a moderator can read.
 */
import type { AgeCluster, Locale } from '@tt/contract';
import type { SceneBeat, StoryDraft } from '../types.js';
import { SETTING_WORDS, SETTINGS, type Setting } from '../writer/settings.js';
import { agencyPhrase, isSubjectless, isVerbless, SAFE_WORDS } from './sentence-checks.js';

export interface CraftRules {
  scenes: [min: number, max: number];
  maxWordsPerSentence: number;
  /** Words of scene text, a stand-in for the narration's length (about 2.2 words a second). */
  words: [min: number, max: number];
}

export const CRAFT: Record<AgeCluster, CraftRules> = {
  upto3: { scenes: [4, 5], maxWordsPerSentence: 8, words: [15, 90] },
  '4to5': { scenes: [5, 7], maxWordsPerSentence: 18, words: [50, 200] },
  // issue 31: the 6–7 shape varies (a where merged into the problem, the why before the resolution)
  '6to7': { scenes: [5, 9], maxWordsPerSentence: 22, words: [110, 260] },
};

const ENDINGS: Record<Locale, RegExp> = {
  en: /(good night|sweet dreams|sleep tight|see you tomorrow|the end|bye-bye)/i,
  ru: /(спокойной ночи|сладких снов|спи крепко|до завтра|конец)/i,
};

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…»])\s+(?=[\p{Lu}«"—])/u)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
const normal = (sentence: string) => wordsOf(sentence).join(' ');
const short = (text: string) => (text.length > 50 ? `${text.slice(0, 50)}…` : text);

/** A word's stem for "repeats its word": Russian endings change, so the first letters are compared. */
function stem(word: string, locale: Locale): string {
  const w = word.toLowerCase();
  if (locale === 'ru') return w.slice(0, Math.max(4, w.length - 3));
  return w.replace(/(es|s)$/, '').slice(0, Math.max(4, w.length - 2));
}

/** Nouns that end like a masculine past-tense verb. */
const NOT_VERBS = new Set([
  'дятел',
  'орёл',
  'котёл',
  'козёл',
  'осёл',
  'посол',
  'пепел',
  'ангел',
  'щегол',
  'футбол',
  'стол',
  'пол',
]);

/**
 * Russian questions to the child that assume a boy ("Что бы ты сделал?"): a question with «ты» or «бы»
 * and a masculine past-tense verb (or «сам») with no feminine form beside it.
 */
export function masculineQuestions(texts: string[]): string[] {
  return texts
    .flatMap(sentencesOf)
    .filter((s) => s.endsWith('?') && !s.includes('(а)'))
    .filter((s) => {
      const words = s.toLowerCase().match(/\p{L}+/gu) ?? [];
      if (!words.some((w) => w === 'ты' || w === 'бы')) return false;
      return words.some(
        (w) => w === 'сам' || (w.length > 3 && !NOT_VERBS.has(w) && /(ал|ял|ел|ил|ыл|ул|ёл)(ся)?$/u.test(w)),
      );
    });
}

/** The arc of an older child's story, in order; a scene tells its part by its beat. */
export const ARC: SceneBeat[] = ['problem', 'attempt', 'help', 'resolution'];

/** Whether the scenes tell a problem or wish, an attempt, help or a discovery and a resolution, in that order. */
export function hasArc(scenes: { beat?: SceneBeat }[]): boolean {
  const at = ARC.map((beat) => scenes.findIndex((s) => s.beat === beat));
  return at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]!));
}

/** Each sentence once, short enough for the age, and a whole one: no news-wire phrase, no fragment. */
function sentenceReasons(texts: string[], locale: Locale, cluster: AgeCluster): string[] {
  const reasons: string[] = [];
  const rules = CRAFT[cluster];
  const seen = new Set<string>();
  for (const sentence of texts.flatMap(sentencesOf)) {
    const key = normal(sentence);
    if (seen.has(key)) reasons.push(`a sentence is said twice: "${short(sentence)}"`);
    seen.add(key);
    const count = wordsOf(sentence).length;
    if (count > rules.maxWordsPerSentence)
      reasons.push(
        `a sentence of ${count} words (${cluster}: at most ${rules.maxWordsPerSentence}): "${short(sentence)}"`,
      );
    const agency = agencyPhrase(sentence, locale);
    if (agency)
      reasons.push(`a sentence reads like a news wire ("${agency}"): tell what happened instead: "${short(sentence)}"`);
    if (isVerbless(sentence, locale, cluster === 'upto3'))
      reasons.push(`a fragment without a verb: "${short(sentence)}"`);
    else if (isSubjectless(sentence, locale)) reasons.push(`a fragment without its subject: "${short(sentence)}"`);
  }
  return reasons;
}

/** A known setting, and no scene that names what does not belong in it. */
function settingReasons(setting: string | undefined, texts: string[], locale: Locale): string[] {
  const reasons: string[] = [];
  if (setting !== undefined) {
    if (!(SETTINGS as readonly string[]).includes(setting)) reasons.push(`unknown setting "${setting}"`);
    else {
      const clash = new Set(SETTING_WORDS[locale][setting as Setting].clash);
      for (const [i, text] of texts.entries()) {
        const wrong = wordsOf(text).filter((w) => clash.has(w));
        if (wrong.length)
          reasons.push(
            `scene ${i + 1} says "${wrong.join(', ')}", which does not belong ${setting === 'underwater' ? 'under the sea' : `in the ${setting} setting`}`,
          );
      }
    }
  }
  return reasons;
}

/** Every footnote's word is in the story, and its text explains rather than repeats it. */
function footnoteReasons(footnotes: StoryDraft['footnotes'], texts: string[], locale: Locale): string[] {
  const reasons: string[] = [];
  const all = texts.join(' ');
  for (const note of footnotes) {
    if (!all.includes(note.titleInSource))
      reasons.push(`the footnote word "${note.titleInSource}" is not in the story`);
    const stems = wordsOf(note.title)
      .filter((w) => w.length > 3)
      .map((w) => stem(w, locale));
    const explained = wordsOf(note.text);
    if (stems.some((s) => explained.some((w) => w.startsWith(s))))
      reasons.push(`the footnote "${note.title}" repeats its word instead of explaining it`);
  }
  return reasons;
}

export function checkCraft(draft: StoryDraft, locale: Locale, cluster: AgeCluster): string[] {
  const reasons: string[] = [];
  const rules = CRAFT[cluster];
  const texts = draft.scenes.map((s) => s.text);

  const [min, max] = rules.scenes;
  if (draft.scenes.length < min || draft.scenes.length > max)
    reasons.push(`${draft.scenes.length} scenes; ${cluster} wants ${min} to ${max}`);

  const titles = draft.scenes.map((s) => (s.title ?? '').trim());
  if (titles.some((t) => !t)) reasons.push('every scene needs a title');
  const seenTitles = new Set<string>();
  for (const t of titles.filter(Boolean)) {
    if (seenTitles.has(t.toLowerCase())) reasons.push(`two scenes are titled "${t}"`);
    seenTitles.add(t.toLowerCase());
  }

  reasons.push(...sentenceReasons(texts, locale, cluster));

  // Russian words are longer: the same narration time holds about a fifth fewer of them.
  const total = wordsOf(texts.join(' ')).length;
  const [least, most] = rules.words.map((n) => Math.round(locale === 'ru' ? n * 0.8 : n)) as [number, number];
  if (total < least || total > most) reasons.push(`${total} words of story; ${cluster} wants ${least} to ${most}`);

  reasons.push(...settingReasons(draft.setting, texts, locale));

  reasons.push(...footnoteReasons(draft.footnotes, texts, locale));

  const last = texts.at(-1) ?? '';
  if (!ENDINGS[locale].test(last)) reasons.push('the last scene does not end warmly (a good night or a happy close)');
  // a good night that promises safety tells the child there was something to fear
  if (SAFE_WORDS[locale].test(last))
    reasons.push('the good night speaks of being safe: say good night without it (sleep tight, sweet dreams)');

  if (cluster === '6to7' && !hasArc(draft.scenes))
    reasons.push('no complete arc for ages 6–7 (a problem or wish → an attempt → help or a discovery → a resolution)');

  const { whatHappened, questions } = draft.parentNote;
  if (locale === 'ru')
    for (const q of masculineQuestions([...texts, ...questions]))
      reasons.push(
        `a question assumes a boy: "${short(q)}" (ask every child alike: «Как думаешь…», «Тебе нравится…?»)`,
      );
  if (wordsOf(whatHappened).length < 6) reasons.push('the parent note does not say what really happened');
  const wire = agencyPhrase(whatHappened, locale);
  if (wire) reasons.push(`the parent note reads like a news wire ("${wire}"): say plainly what happened`);
  if (questions.length !== 2 || questions.some((q) => !q.trim().endsWith('?')))
    reasons.push('the parent note needs exactly two questions');
  return reasons;
}
