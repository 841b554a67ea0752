/**
 * The zxcvbn-ts estimator with the common and English dictionaries and a short Russian list of
 * our own (there is no @zxcvbn-ts/language-ru on npm). Loaded on demand only (strength.ts), so the
 * dictionaries (about a megabyte) never weigh on the first page.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { RU_COMMON } from './ru-common';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, 'common-ru': RU_COMMON },
  graphs: common.adjacencyGraphs,
});

/** Score 0–4 and the warning key (zxcvbn's untranslated key, or null). */
export function estimate(password: string, userInputs: string[]): { score: number; warning: string | null } {
  const result = zxcvbn.check(password, userInputs);
  return { score: result.score, warning: result.feedback.warning };
}
