/**
 * The one session parser of every call and route: the `Authorization: Bearer` token (or the call's
 * `token` field), the session it names, and the contract's access rule with its 401/403 problems.
 */
import { checkAccess, type Access } from '@tt/contract';
import type { UserRecord } from '../db/schema.js';
import { ApiProblem } from '../errors.js';

export interface LiveSession {
  user: UserRecord;
  sessionId: number;
}

/** The users module's lookup: a cached session at once, else a promise. */
export interface SessionLookup {
  lookupSession(token: string): LiveSession | null | Promise<LiveSession | null>;
}

export function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
}

/**
 * Throws the contract's answer for a caller the access rule refuses: 401 "wrong token" (600) for a token
 * that names no session, 401 "credentials needed" (511) without one, 403 for a user who lacks the right.
 */
export function checkCaller(access: Access, session: LiveSession | null, token: string | null): void {
  const verdict = checkAccess(access, session?.user ?? null);
  if (verdict === 'unauthorized')
    throw token ? new ApiProblem(401, 'errors.wrongToken', 600) : new ApiProblem(401, 'errors.needCredentials', 511);
  if (verdict === 'forbidden') throw new ApiProblem(403, 'errors.forbidden');
}
