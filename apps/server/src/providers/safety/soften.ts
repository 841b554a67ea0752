/**
 * Feed news retold for a small child: the newsroom's cautious words that would frighten, or that the
 * lexicon would block ("warns" holds "war"), are said plainly; real harm (a disaster, someone hurt) is
 * not softened, and what stays scary makes the item one to skip.
 */
import type { Locale } from '@tt/contract';
import { HARMLESS, SCARY } from './lexicon.js';

/** [pattern, gentler words]; whole words, case kept for the first letter. */
const GENTLER: Record<Locale, [RegExp, string][]> = {
  en: [
    [/\bwarns\b/gi, 'says'],
    [/\bwarned\b/gi, 'said'],
    [/\bwarnings?\b/gi, 'message'],
    [/\bwarn\b/gi, 'say'],
    [/\bendangered\b/gi, 'rare'],
  ],
  ru: [
    [/(^|[^\p{L}])предупреждают(?![\p{L}])/giu, '$1говорят'],
    [/(^|[^\p{L}])предупреждает(?![\p{L}])/giu, '$1говорит'],
    [/(^|[^\p{L}])предупредили(?![\p{L}])/giu, '$1сказали'],
    [/(^|[^\p{L}])под угрозой исчезновения(?![\p{L}])/giu, '$1редкие'],
  ],
};

/** "warns" → "says", «предупреждает» → «говорит». */
export function soften(text: string, locale: Locale): string {
  let out = text;
  for (const [pattern, gentle] of GENTLER[locale])
    out = out.replace(pattern, (match, ...groups: unknown[]) => {
      const replaced = gentle.replace(/\$(\d)/g, (_m, n: string) => String(groups[Number(n) - 1] ?? ''));
      const first = match.replace(/^[^\p{L}]+/u, '').charAt(0);
      return first && first === first.toUpperCase() && first !== first.toLowerCase()
        ? replaced.replace(/\p{L}/u, (c) => c.toUpperCase())
        : replaced;
    });
  return out;
}

/** Words still scary after softening (empty: the item can be told). */
export function scaryWords(text: string, locale: Locale): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return [
    ...new Set(
      words.filter((w) => !HARMLESS[locale].some((h) => w.startsWith(h)) && SCARY[locale].some((s) => w.startsWith(s))),
    ),
  ];
}
