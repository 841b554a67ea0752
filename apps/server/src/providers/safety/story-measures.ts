/**
 * Measures of craft over many stories (the generation bench and the writer's tests): how often the
 * most used sentence comes back across a set, and how much of a story tells its news.
 */
import type { Locale } from '@tt/contract';
import type { ItemTales } from '../news/tales/index.js';
import type { StoryDraft } from '../types.js';
import { sentencesOf } from './story-checks.js';

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
const key = (sentence: string) => wordsOf(sentence).join(' ');

/** The sentence found in the most stories of the set, and the share of the stories it is in. */
export function mostRepeatedSentence(drafts: StoryDraft[]): { sentence: string; share: number } {
  const stories = new Map<string, { sentence: string; count: number }>();
  for (const draft of drafts) {
    const own = new Map(draft.scenes.flatMap((s) => sentencesOf(s.text)).map((s) => [key(s), s]));
    for (const [k, sentence] of own) {
      const seen = stories.get(k) ?? { sentence, count: 0 };
      seen.count++;
      stories.set(k, seen);
    }
  }
  const top = [...stories.values()].sort((a, b) => b.count - a.count)[0];
  return top ? { sentence: top.sentence, share: top.count / drafts.length } : { sentence: '', share: 0 };
}

/** Little words that say nothing of the news. */
const STOP = new Set(
  'about after again their there these those which while where would could should other every little small very with from into that this what when have been were they them then than your just also only some more most over under ' +
    'после потом очень тоже когда какой какая какие который которая которые чтобы этого этой этот всего всех только может будет были была было ещё уже тебе себе своей свой свои вместе',
);
const stem = (word: string) => word.slice(0, 5);

/**
 * The share of a story's sentences that carry its item's facts: a sentence names one of the item's
 * drawable things, or shares a content word with its beats or title (the narrator's frame does not).
 */
export function factShare(draft: StoryDraft, tales: ItemTales, locale: Locale): number {
  const tale = tales[locale];
  const things = tales.draw.flatMap((d) => d[locale].map((w) => w.toLowerCase()));
  const beats = [tale.title, tale.beats.who, tale.beats.what, tale.beats.why, tale.beats.helped ?? ''].join(' ');
  const facts = new Set(
    wordsOf(beats)
      .filter((w) => w.length >= 5 && !STOP.has(w))
      .map(stem),
  );
  const sentences = draft.scenes.flatMap((s) => sentencesOf(s.text));
  const carrying = sentences.filter((s) =>
    wordsOf(s).some((w) => things.some((t) => w.startsWith(t)) || (w.length >= 5 && facts.has(stem(w)))),
  );
  return sentences.length ? carrying.length / sentences.length : 0;
}
