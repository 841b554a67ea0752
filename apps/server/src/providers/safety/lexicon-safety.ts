/**
 * The offline safety check: scary or violent words block the story; sentences or words too long
 * for the age cluster, a length out of bounds, or a failed story-craft check flag it for a moderator.
 */
import type { AgeCluster, Locale } from '@tt/contract';
import type { SafetyProvider, SafetyVerdict, StoryDraft } from '../types.js';
import { HARMLESS, RULES, SCARY } from './lexicon.js';
import { checkCraft } from './story-checks.js';

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

export function checkText(draft: StoryDraft, locale: Locale, cluster: AgeCluster): SafetyVerdict {
  const reasons: string[] = [];
  const text = [draft.title, ...draft.scenes.map((s) => s.text), ...draft.footnotes.map((f) => f.text)].join(' \n');
  const scary = new Set<string>();
  for (const word of words(text)) {
    if (HARMLESS[locale].some((h) => word.startsWith(h))) continue;
    const stem = SCARY[locale].find((s) => word.startsWith(s));
    if (stem) scary.add(word);
  }
  if (scary.size) return { verdict: 'block', reasons: [`scary or violent words: ${[...scary].join(', ')}`] };

  const rules = RULES[cluster];
  const storyText = draft.scenes.map((s) => s.text).join(' ');
  // a sentence ends at its mark, or after the quote that closes on it ("Welcome back!" Then…)
  for (const sentence of storyText.split(/(?<=[.!?…]["”»]?)\s+/u)) {
    const count = words(sentence).length;
    if (count > rules.maxWordsPerSentence)
      reasons.push(
        `a sentence of ${count} words is long for ${cluster} (at most ${rules.maxWordsPerSentence}): "${sentence.slice(0, 60)}…"`,
      );
  }
  // a doubled word («большой-пребольшой») is read as its two parts
  const long = words(storyText).filter((w) => w.split('-').some((part) => part.length > rules.maxWordLength));
  if (long.length) reasons.push(`long words for ${cluster}: ${long.join(', ')}`);
  if (storyText.length < rules.minChars || storyText.length > rules.maxChars) {
    reasons.push(
      `the story has ${storyText.length} characters; ${cluster} wants ${rules.minChars} to ${rules.maxChars}`,
    );
  }
  return { verdict: reasons.length ? 'flag' : 'pass', reasons };
}

/** The lexicon and the story-craft checks together: any craft failure sends the story to moderation. */
export function checkStory(draft: StoryDraft, locale: Locale, cluster: AgeCluster): SafetyVerdict {
  const lexicon = checkText(draft, locale, cluster);
  if (lexicon.verdict === 'block') return lexicon;
  const reasons = [...lexicon.reasons, ...checkCraft(draft, locale, cluster)];
  return { verdict: reasons.length ? 'flag' : 'pass', reasons };
}

export function createLexiconSafety(): SafetyProvider {
  return { check: async (draft, { locale, ageCluster }) => checkStory(draft, locale, ageCluster) };
}
