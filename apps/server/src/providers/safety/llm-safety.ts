/** LLM moderation when configured: the model's verdict combined with the lexicon's; the stricter wins. */
import { z } from 'zod';
import { chatJson, type Endpoint } from '../openai/client.js';
import type { SafetyProvider, SafetyVerdict } from '../types.js';
import { checkStory } from './lexicon-safety.js';

const Verdict = z.object({ verdict: z.enum(['pass', 'flag', 'block']), reasons: z.array(z.string()) });
const ORDER = { pass: 0, flag: 1, block: 2 } as const;
const SCHEMA = {
  name: 'safety_verdict',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['verdict', 'reasons'],
    properties: {
      verdict: { type: 'string', enum: ['pass', 'flag', 'block'] },
      reasons: { type: 'array', items: { type: 'string' } },
    },
  },
};

export function createLlmSafety(endpoint: Endpoint, opts: { fetch?: typeof fetch } = {}): SafetyProvider {
  return {
    async check(draft, { locale, ageCluster }): Promise<SafetyVerdict> {
      const lexicon = checkStory(draft, locale, ageCluster);
      if (lexicon.verdict === 'block') return lexicon;
      const raw = await chatJson(
        endpoint,
        'You check stories for small children. Answer "block" for anything violent, scary or unsuitable, "flag" when a grown-up should look, else "pass", with short reasons.',
        `Age group ${ageCluster}, language ${locale}.\n${draft.title}\n${draft.scenes.map((s) => s.text).join('\n')}`,
        SCHEMA,
        opts,
      );
      const model = Verdict.parse(raw);
      const verdict = ORDER[model.verdict] > ORDER[lexicon.verdict] ? model.verdict : lexicon.verdict;
      return { verdict, reasons: [...lexicon.reasons, ...model.reasons.map((r) => `moderation model: ${r}`)] };
    },
  };
}
