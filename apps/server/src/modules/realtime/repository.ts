/**
 * realtime_log reads and writes. Writers take no lock (decision 068): any process logs at once. A
 * writer's transaction has its id before it takes a seq, so a reader that sees seq N but not a
 * lower one knows the lower one belongs to a transaction running in its snapshot (or to none, rolled
 * back): the hub waits for exactly those before it goes past (hub.ts), and seqs still reach every
 * socket in order, without gaps.
 */
import { and, getTableColumns, gt, inArray, lte, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { realtimeLog } from '../../db/schema.js';

export const NOTIFY_CHANNEL = 'tt_realtime';

export type LogRow = typeof realtimeLog.$inferSelect;

/** Logs the rows and wakes every process (NOTIFY carries the newest seq); returns their seqs. */
export async function insertAndNotify(db: Db, rows: (typeof realtimeLog.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    // the transaction's id first (a no-op when it has written already), then the seqs: see above
    await tx.execute(sql`select pg_current_xact_id()`);
    const inserted = await tx.insert(realtimeLog).values(rows).returning({ seq: realtimeLog.seq });
    const seqs = inserted.map((r) => r.seq);
    await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${String(Math.max(...seqs))})`);
    return seqs;
  });
}

/**
 * A snapshot's view of transactions (pg_current_snapshot): every id below `xmin` has ended; of those
 * from `xmin` up to `xmax`, the ones in `running` still run; every id from `xmax` on counts as running.
 */
export interface Snapshot {
  xmax: bigint;
  running: bigint[];
}

function parseSnapshot(text: string): Snapshot {
  // "xmin:xmax:xip,xip,…"
  const [, xmax, xip] = text.split(':');
  return { xmax: BigInt(xmax!), running: (xip ?? '').split(',').filter(Boolean).map(BigInt) };
}

/** Up to `limit` rows after seq `after`, oldest first, with the snapshot they were read in. */
export async function logPageWithSnapshot(
  db: Db,
  page: { after: number; limit: number },
): Promise<{ rows: LogRow[]; snapshot: Snapshot | null }> {
  const found = await db
    .select({ ...getTableColumns(realtimeLog), snapshot: sql<string>`pg_current_snapshot()::text` })
    .from(realtimeLog)
    .where(gt(realtimeLog.seq, page.after))
    .orderBy(realtimeLog.seq)
    .limit(page.limit);
  return {
    rows: found.map(({ snapshot: _, ...row }) => row),
    snapshot: found[0] ? parseSnapshot(found[0].snapshot) : null,
  };
}

/**
 * An id above every transaction id given out so far: this statement's own (it takes one, and ends
 * at once). Asked only when a read finds a seq missing.
 */
export async function nextTransactionId(db: Db): Promise<bigint> {
  const result = await db.execute<{ id: string }>(sql`select pg_current_xact_id()::text as id`);
  return BigInt((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
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
