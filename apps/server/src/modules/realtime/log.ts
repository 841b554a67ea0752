/**
 * Writing to realtime_log: the channels and the messages every module logs; the repository
 * keeps the seqs in commit order (see there).
 */
import type { RealtimePayload } from '@tt/contract';
import type { Db } from '../../db/client.js';
import * as repo from './repository.js';

/** Server-only events (access.ts), on a channel no client hears. */
export interface InternalPayload {
  type: 'sessionRevoked' | 'accessChanged' | 'userChanged';
  userId: number;
  [key: string]: unknown;
}

export interface LogMessage {
  channel: string;
  payload: RealtimePayload | InternalPayload;
}

export const channels = {
  user: (id: number) => `user:${id}`,
  cohort: (locale: string, cluster: string) => `cohort:${locale}:${cluster}`,
  /** Stories for every age in a language (aboutStory). */
  locale: (locale: string) => `locale:${locale}`,
  staff: 'staff',
  /** Sessions revoked and access changed (access.ts): server processes only, never a client. */
  access: 'access',
};

/** What appendToLog needs of the process's hub (hub.ts registers itself for its database). */
interface Dispatcher {
  reached(seq: number, timeoutMs: number): Promise<void>;
}
const dispatchers = new WeakMap<Db, Dispatcher>();

export function registerDispatcher(db: Db, dispatcher: Dispatcher | null): void {
  if (dispatcher) dispatchers.set(db, dispatcher);
  else dispatchers.delete(db);
}

/** How long a writer of an access event waits for its own process to apply it. */
const ACCESS_APPLIED_WAIT_MS = 2_000;

/**
 * Logs the messages and wakes every process; returns their seqs. A writer of an access event
 * (sign-out, a changed user) returns once this process has dispatched it: NOTIFY reached every
 * process at that moment, so the next call anywhere no longer answers from a stale session cache.
 */
export async function appendToLog(db: Db, messages: LogMessage[]): Promise<number[]> {
  const seqs = await repo.insertAndNotify(db, messages);
  if (seqs.length && messages.some((m) => m.channel === channels.access))
    await dispatchers.get(db)?.reached(Math.max(...seqs), ACCESS_APPLIED_WAIT_MS);
  return seqs;
}
