/**
 * Writing to realtime_log. Every writer (any server process, the staff CLI) takes one
 * transaction-scoped advisory lock around insert and NOTIFY, so seqs commit in seq order: once a
 * reader sees seq N, every lower seq that will ever exist is already visible. That is what lets
 * the hub dispatch "everything after the last seq" and the sockets replay without gaps.
 */
import { sql } from 'drizzle-orm';
import type { RealtimePayload } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { realtimeLog } from '../../db/schema.js';

export const NOTIFY_CHANNEL = 'tt_realtime';
/** Any fixed key; only realtime_log writers use it. */
const WRITE_LOCK = 7_474_001;

/** Server-only events (access.ts), on a channel no client hears. */
export interface InternalPayload {
  type: 'sessionRevoked' | 'accessChanged';
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

/** Logs the messages and wakes every process (NOTIFY carries the newest seq); returns their seqs. */
export async function appendToLog(db: Db, messages: LogMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(WRITE_LOCK))})`);
    const rows = await tx.insert(realtimeLog).values(messages).returning({ seq: realtimeLog.seq });
    const seqs = rows.map((r) => r.seq);
    await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${String(Math.max(...seqs))})`);
    return seqs;
  });
}
