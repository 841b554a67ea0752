/**
 * The writer's sentence checks told sentence by sentence (decision 085), for a moderator writing a feed
 * story: each refused sentence with the check it fails (agency phrasing, a fragment without a verb or
 * its subject, longer than the cluster allows, a scary word) and what the check's message names.
 * The same functions as checkCraft and checkText, so a moderator's text is held to the writer's rules.
 */
import type { AgeCluster, Locale, StoryCheck } from '@tt/contract';
import { HARMLESS, SCARY } from './lexicon.js';
import { agencyPhrase, isSubjectless, isVerbless } from './sentence-checks.js';
import { CRAFT, sentencesOf } from './story-checks.js';

export interface SentenceFailure {
  sentence: string;
  check: StoryCheck;
  params: Record<string, string | number>;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

/** The first scary or violent word of a text, or null (lexicon-safety's rule). */
export function scaryWord(text: string, locale: Locale): string | null {
  for (const word of wordsOf(text)) {
    if (HARMLESS[locale].some((h) => word.startsWith(h))) continue;
    if (SCARY[locale].some((s) => word.startsWith(s))) return word;
  }
  return null;
}

/** What fails in one sentence: the first reason by the order a moderator fixes them. */
function sentenceFailure(sentence: string, locale: Locale, cluster: AgeCluster): SentenceFailure | null {
  const scary = scaryWord(sentence, locale);
  if (scary) return { sentence, check: 'scary', params: { word: scary } };
  const phrase = agencyPhrase(sentence, locale);
  if (phrase) return { sentence, check: 'agency', params: { phrase } };
  if (isVerbless(sentence, locale, cluster === 'upto3')) return { sentence, check: 'fragment', params: {} };
  if (isSubjectless(sentence, locale)) return { sentence, check: 'subjectless', params: {} };
  const words = wordsOf(sentence).length;
  const max = CRAFT[cluster].maxWordsPerSentence;
  if (words > max) return { sentence, check: 'long', params: { words, max } };
  return null;
}

/** Every sentence of `text` that a child should not hear as it is, in the text's order. */
export function sentenceFailures(text: string, locale: Locale, cluster: AgeCluster): SentenceFailure[] {
  return sentencesOf(text)
    .map((sentence) => sentenceFailure(sentence, locale, cluster))
    .filter((f): f is SentenceFailure => f !== null);
}
