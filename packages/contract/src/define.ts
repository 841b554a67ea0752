import { z } from 'zod';
import type { Access } from './access.js';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  path: string;
  method: 'POST' | 'GET';
  access: Access;
  input: I;
  output: O;
  summary: string;
  /** Calls subject to the per-IP, per-login and per-user rate limit (decision 004). */
  rateLimited?: boolean;
}

/**
 * Top-level input objects are strict: a field the contract does not know is refused with its
 * name, rather than silently dropped (credentials are taken off the payload before parsing).
 */
export function defineCall<I extends z.ZodType, O extends z.ZodType>(
  def: Omit<CallDef<I, O>, 'method'> & { method?: 'POST' | 'GET' },
): CallDef<I, O> {
  const input = (def.input instanceof z.ZodObject ? def.input.strict() : def.input) as I;
  return { method: 'POST', ...def, input };
}
