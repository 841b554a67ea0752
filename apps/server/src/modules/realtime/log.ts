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

/** A writer of an access event waits for its own process to apply it (see appendToLog). */
async function awaitAccessApplied(db: Db, messages: LogMessage[], seqs: number[]): Promise<void> {
  if (seqs.length && messages.some((m) => m.channel === channels.access))
    await dispatchers.get(db)?.reached(Math.max(...seqs), ACCESS_APPLIED_WAIT_MS);
}

/**
 * Logs the messages and wakes every process; returns their seqs. A writer of an access event
 * (sign-out, a changed user) returns once this process has dispatched it: NOTIFY reached every
 * process at that moment, so the next call anywhere no longer answers from a stale session cache.
 */
export async function appendToLog(db: Db, messages: LogMessage[]): Promise<number[]> {
  const seqs = await repo.insertAndNotify(db, messages);
  await awaitAccessApplied(db, messages, seqs);
  return seqs;
}

/**
 * One transaction of data and the real-time messages about it (a transactional outbox: the log is
 * the outbox, and NOTIFY goes out at commit). `tx` runs the statements; `log` queues messages,
 * written at the end of the transaction, so a seq is taken just before the commit and the other
 * processes' delivery waits for it no longer than that (hub.ts); `afterCommit` runs work that cannot roll back (Web Push, e-mail) once the data is saved.
 */
export interface LoggedTx {
  tx: Db;
  log(...messages: LogMessage[]): void;
  afterCommit(work: () => Promise<unknown>): void;
}

/**
 * Runs `work` in one transaction with its messages: either both are saved or neither, so a process
 * dying between "save" and "tell" cannot leave a saved change unannounced (a retry of the call
 * then finds nothing saved, and saves and tells). Passing `within` joins a caller's transaction.
 */
export async function withLog<T>(db: Db, work: (scope: LoggedTx) => Promise<T>, within?: LoggedTx): Promise<T> {
  if (within) return work(within);
  const messages: LogMessage[] = [];
  const after: (() => Promise<unknown>)[] = [];
  let seqs: number[] = [];
  const result = await db.transaction(async (tx) => {
    const value = await work({ tx, log: (...m) => messages.push(...m), afterCommit: (w) => after.push(w) });
    seqs = await repo.insertAndNotify(tx, messages);
    return value;
  });
  await awaitAccessApplied(db, messages, seqs);
  for (const w of after) await w().catch((err: Error) => console.warn(`After a committed change: ${err.message}`));
  return result;
}
