/** What every handler receives besides its input: who is calling, in which language, and until when. */
import type { z } from 'zod';
import type { CallOutput, CallPath, Calls, Locale } from '@tt/contract';
import type { UserRecord } from './db/schema.js';
import { ApiProblem, type SerializedResult } from './errors.js';

/** The call's own facts; a module's services come from the module the handlers are bound to. */
export interface CallContext {
  user: UserRecord | null;
  sessionId: number | null;
  ip: string;
  fingerprint: string | null;
  locale: Locale;
  /** Aborted when the client goes away; long polls stop waiting on it. */
  signal: AbortSignal;
}

/**
 * What the pipeline sends (plugins/calls.ts): the output, or the output serialised once, at once or
 * as a promise (a call answered from memory sends without waiting).
 */
export type Answer<P extends CallPath> = CallOutput<P> | SerializedResult<CallOutput<P>>;

export type Handler<P extends CallPath> = (
  input: z.output<Calls[P]['input']>,
  ctx: CallContext,
) => Answer<P> | Promise<Answer<P>>;
export type Handlers = { [P in CallPath]?: Handler<P> };

/** The signed-in user of a call whose contract requires one. */
export function requireUser(ctx: CallContext): UserRecord {
  if (!ctx.user) throw new ApiProblem(401, 'errors.unauthorized');
  return ctx.user;
}
