/** A zod schema as the JSON schema of a strict structured answer (zod writes it; we only trim it). */
import { z } from 'zod';
import type { AnswerSchema } from './client.js';

/** Length limits that some OpenAI-compatible servers refuse in strict mode; zod checks them on the answer. */
const UNSUPPORTED = new Set(['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems']);

function trim(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(trim);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED.has(key))
      .map(([key, value]) => [key, key === 'properties' ? mapValues(value as object) : trim(value)]),
  );
}

const mapValues = (properties: object) =>
  Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, trim(value)]));

export function answerSchema(name: string, schema: z.ZodType): AnswerSchema {
  return { name, schema: trim(z.toJSONSchema(schema)) as object };
}
