import type { z } from 'zod';
import type { Access } from './access.js';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  path: string;
  method: 'POST' | 'GET';
  access: Access;
  input: I;
  output: O;
  summary: string;
  /** Calls subject to the per-IP and per-login rate limit. */
  rateLimited?: boolean;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(def: Omit<CallDef<I, O>, 'method'> & { method?: 'POST' | 'GET' }): CallDef<I, O> {
  return { method: 'POST', ...def };
}
