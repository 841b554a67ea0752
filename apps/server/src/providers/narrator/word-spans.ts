/**
 * Which sounding stretch of the timing pass (the text spoken with wide word gaps) is which word. Usually one
 * stretch a word, but eSpeak says some pairs of little words as one (its dictionary joins "in the", "of a",
 * "there were", «не было», «что же»), and a long stop inside a word can split it. The pairing is found by
 * dynamic programming: stretches against words in order, by how well each stretch's length fits the
 * letters it would hold; only little words may share a stretch.
 */
import type { Locale } from '@tt/contract';

/** Words eSpeak may join to the next word (en) or that join the word before or after them (ru). */
const JOINS_NEXT: Record<Locale, Set<string>> = {
  en: new Set(
    'a an the in on at of for from to into onto by with was were is are had has have been did do does not that than there one many far more so as it up out'.split(
      ' ',
    ),
  ),
  ru: new Set(['не', 'ни']),
};
const JOINS_PREVIOUS: Record<Locale, Set<string>> = {
  en: new Set('a an the to of not been were one more it their his her its my your our'.split(' ')),
  ru: new Set(['же', 'ли', 'бы']),
};

const bare = (word: string) => word.replace(/[^\p{L}\p{N}'’-]/gu, '').toLowerCase();
const mayJoin = (first: string, second: string, locale: Locale) =>
  locale === 'en'
    ? JOINS_NEXT.en.has(bare(first)) && JOINS_PREVIOUS.en.has(bare(second))
    : JOINS_NEXT.ru.has(bare(first)) || JOINS_PREVIOUS.ru.has(bare(second));

/**
 * A word's place in the stretches: the stretch it starts in, where in it (0–1 of its length), and how many
 * of eSpeak's word gaps come before it (a word split by a stop holds a silence that is not a gap).
 */
export interface WordPlace {
  span: number;
  at: number;
  gaps: number;
}

const JOIN_COST = 0.5;
const SPLIT_COST = 1.5;

/** Each word's place in `spans` (seconds), or null when they cannot be paired. */
export function placeWords(words: string[], spans: [number, number][], locale: Locale): WordPlace[] | null {
  const W = words.length;
  const S = spans.length;
  if (!W || !S || Math.abs(W - S) > Math.max(3, W / 4)) return null;
  const letters = words.map((w) => Math.max(1, w.replace(/[^\p{L}\p{N}]/gu, '').length));
  const duration = spans.map(([a, b]) => b - a);
  const perLetter = duration.reduce((a, b) => a + b, 0) / letters.reduce((a, b) => a + b, 0);
  const misfit = (seconds: number, count: number) => Math.abs(Math.log(seconds / (count * perLetter)));
  // best[i][j]: cost of pairing the first i words with the first j stretches
  const best = Array.from({ length: W + 1 }, () => new Float64Array(S + 1).fill(Infinity));
  const step = Array.from({ length: W + 1 }, () => new Int8Array(S + 1));
  best[0]![0] = 0;
  for (let i = 0; i <= W; i++)
    for (let j = 0; j <= S; j++) {
      const here = best[i]![j]!;
      if (here === Infinity) continue;
      const relax = (ni: number, nj: number, cost: number, kind: number) => {
        if (ni <= W && nj <= S && here + cost < best[ni]![nj]!) {
          best[ni]![nj] = here + cost;
          step[ni]![nj] = kind;
        }
      };
      if (i < W && j < S) relax(i + 1, j + 1, misfit(duration[j]!, letters[i]!), 1);
      if (i + 1 < W && j < S && mayJoin(words[i]!, words[i + 1]!, locale))
        relax(i + 2, j + 1, misfit(duration[j]!, letters[i]! + letters[i + 1]!) + JOIN_COST, 2);
      if (i < W && j + 1 < S) relax(i + 1, j + 2, misfit(spans[j + 1]![1] - spans[j]![0], letters[i]!) + SPLIT_COST, 3);
    }
  if (best[W]![S] === Infinity) return null;
  const places: WordPlace[] = new Array(W);
  for (let i = W, j = S; i > 0;) {
    const kind = step[i]![j]!;
    if (kind === 1) places[--i] = { span: --j, at: 0, gaps: 0 };
    else if (kind === 3) {
      j -= 2;
      places[--i] = { span: j, at: 0, gaps: -1 };
    } else {
      j--;
      // the second word starts where its letters put it in the shared stretch
      places[i - 1] = { span: j, at: letters[i - 2]! / (letters[i - 2]! + letters[i - 1]!), gaps: 0 };
      places[i - 2] = { span: j, at: 0, gaps: 0 };
      i -= 2;
    }
  }
  // gaps before each word: its stretch's index less the stretches split words added before it
  let splits = 0;
  for (const place of places) {
    const split = place.gaps < 0;
    place.gaps = place.span - splits;
    if (split) splits++;
  }
  return places;
}
