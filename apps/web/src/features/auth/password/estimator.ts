/**
 * The zxcvbn-ts estimator with the common and English dictionaries, cut to their most frequent entries
 * at build time (apps/web/password-words.ts: about a quarter of the full lists' weight), and a short Russian
 * list of our own (there is no @zxcvbn-ts/language-ru on npm). Loaded on demand only (strength.ts), once a
 * new password is long enough to be judged, so the dictionaries never weigh on a page that is only shown.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from 'virtual:password-words';
import { RU_COMMON } from './ru-common';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...dictionary, 'common-ru': RU_COMMON },
  graphs: adjacencyGraphs,
});

/** Score 0–4 and the warning key (zxcvbn's untranslated key, or null). */
export function estimate(password: string, userInputs: string[]): { score: number; warning: string | null } {
  const result = zxcvbn.check(password, userInputs);
  return { score: result.score, warning: result.feedback.warning };
}
