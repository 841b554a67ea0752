/**
 * A staff list's count without counting what grows with the data: unsearched, the count the database
 * keeps (row_counts, decision 040); searched, the matches counted only so far past the page; with
 * `includeCount: false` (panel §7), no count at all, only whether a row follows the page.
 */
import { LISTS } from '@tt/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { rowCounts } from './schema.js';

/** `users`, `story_tasks` or `chats:<kind>`. */
export type KeptCount = 'users' | 'story_tasks' | `chats:${string}`;

export async function keptCount(db: Db, name: KeptCount): Promise<number> {
  const [row] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, name));
  return row?.n ?? 0;
}

/**
 * The rows of `table` matching `where`, counted up to LISTS.searchCountAhead past the page: exact
 * for a narrow search, "at least" for a broad one, which so costs what its page does.
 */
export async function countMatches(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  page: { pageNumber: number; pageSize: number },
): Promise<number> {
  const bound = (page.pageNumber + 1) * page.pageSize + LISTS.searchCountAhead;
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(bound)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/** A page asked for with `includeCount: false`: one row more than the page is read, to know whether another follows. */
export const pageRowsToRead = (page: { pageSize: number; includeCount?: boolean }): number =>
  page.pageSize + (page.includeCount === false ? 1 : 0);

/**
 * The rows and count of a page read with `pageRowsToRead` and `includeCount: false`: the rows up to
 * the page's end, plus one when another row follows. Enough to page on, for no count query.
 */
export function countToPage<T>(
  rows: T[],
  page: { pageNumber: number; pageSize: number },
): { rows: T[]; count: number } {
  const more = rows.length > page.pageSize;
  return { rows: more ? rows.slice(0, page.pageSize) : rows, count: page.pageNumber * page.pageSize + rows.length };
}
