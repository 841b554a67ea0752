/**
 * realtime_log reads and writes. Every writer (any server process, the staff CLI) takes one
 * transaction-scoped advisory lock around insert and NOTIFY, so seqs commit in seq order: once a
 * reader sees seq N, every lower seq that will ever exist is already visible. That is what lets
 * the hub dispatch "everything after the last seq" and the sockets replay without gaps.
 */
import { and, gt, inArray, lte, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { realtimeLog } from '../../db/schema.js';

export const NOTIFY_CHANNEL = 'tt_realtime';
/** Any fixed key; only realtime_log writers use it. */
const WRITE_LOCK = 7_474_001;

export type LogRow = typeof realtimeLog.$inferSelect;

/** Logs the rows and wakes every process (NOTIFY carries the newest seq); returns their seqs. */
export async function insertAndNotify(db: Db, rows: (typeof realtimeLog.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(WRITE_LOCK))})`);
    const inserted = await tx.insert(realtimeLog).values(rows).returning({ seq: realtimeLog.seq });
    const seqs = inserted.map((r) => r.seq);
    await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${String(Math.max(...seqs))})`);
    return seqs;
  });
}

/** Up to `limit` rows after seq `after` (up to `until`, on these channels, when given), oldest first. */
export const logPage = (
  db: Db,
  page: { after: number; limit: number; until?: number; channels?: readonly string[] },
): Promise<LogRow[]> =>
  db
    .select()
    .from(realtimeLog)
    .where(
      and(
        gt(realtimeLog.seq, page.after),
        page.until === undefined ? undefined : lte(realtimeLog.seq, page.until),
        page.channels ? inArray(realtimeLog.channel, [...page.channels]) : undefined,
      ),
    )
    .orderBy(realtimeLog.seq)
    .limit(page.limit);

/** The lowest and highest seq still in the log (null when it is empty). */
export async function seqRange(db: Db): Promise<{ oldest: number | null; newest: number | null }> {
  const [row] = await db.select({ oldest: min(realtimeLog.seq), newest: max(realtimeLog.seq) }).from(realtimeLog);
  return {
    oldest: row?.oldest == null ? null : Number(row.oldest),
    newest: row?.newest == null ? null : Number(row.newest),
  };
}

/** Drops rows logged more than `olderThanMs` ago. */
export async function pruneLog(db: Db, olderThanMs: number): Promise<void> {
  await db.execute(
    sql`delete from realtime_log where created_at < now() - make_interval(secs => ${olderThanMs / 1000})`,
  );
}
