/**
 * The password-strength dictionaries, cut at build time (issue 32 §12): zxcvbn's lists in full are about
 * 800 KB (brotli) that every sign-up downloaded. A password's dictionary guess count is its rank in a list,
 * so the most frequent entries decide almost every weak password; the long tails (rare surnames, Wikipedia
 * words past the first few thousand) are left out. The rule stays: 8 characters and a zxcvbn score of 3.
 * `virtual:password-words` gives the cut lists and the keyboard graphs; only estimator.ts imports it.
 */
import type { Plugin } from 'vite';

const ID = 'virtual:password-words';

/** How many of each list's most frequent entries are kept (0: the list is left out). */
export const KEPT: Record<string, number> = {
  'passwords-common': 30_000,
  'diceware-common': 0,
  'commonWords-en': 10_000,
  'firstnames-en': 5_000,
  'lastnames-en': 3_000,
  'wikipedia-en': 5_000,
};

export function passwordWords(): Plugin {
  return {
    name: 'tt-password-words',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const common = await import('@zxcvbn-ts/language-common');
      const en = await import('@zxcvbn-ts/language-en');
      const lists = { ...common.dictionary, ...en.dictionary } as Record<string, unknown>;
      const dictionary = Object.fromEntries(
        Object.entries(lists)
          .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
          .map(([name, words]) => [name, words.slice(0, KEPT[name] ?? words.length)] as const)
          .filter(([, words]) => words.length > 0),
      );
      return [
        `export const dictionary = ${JSON.stringify(dictionary)};`,
        `export const adjacencyGraphs = ${JSON.stringify(common.adjacencyGraphs)};`,
      ].join('\n');
    },
  };
}
