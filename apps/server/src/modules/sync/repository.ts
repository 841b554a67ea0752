/**
 * What sync reads of the database's own state (decision 076): the transactions that may still
 * commit a change stamped before a date. Change times are now(), the start of the writer's
 * transaction, so a row can commit after a later read began and still carry an earlier time.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The other transactions of this database that began before `at` and still run (their changes
 * may carry a time before `at` yet be invisible now): when the oldest of them began.
 * pg_stat_activity lists a transaction from its start, read or write, until its commit is
 * visible to new snapshots. The embedded database runs one transaction at a time: none.
 */
export async function transactionsOpenSince(db: Db, at: Date): Promise<{ oldest: Date | null }> {
  const result = await db.execute(sql`
    select date_trunc('milliseconds', min(xact_start)) as oldest
    from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and xact_start < ${at.toISOString()}::timestamptz`);
  const row = rowsOf<{ oldest: string | Date | null }>(result)[0];
  return { oldest: row?.oldest ? new Date(row.oldest) : null };
}
