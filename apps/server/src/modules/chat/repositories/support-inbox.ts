/** The staff's support inbox: support chats a page at a time, with the owner's or visitor's e-mail, searchable by it. */
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { chats, supportVisitors, users } from '../../../db/schema.js';
import { containsPattern } from '../../../db/like.js';
import { countMatches, countToPage, keptCount, pageRowsToRead } from '../../../db/row-counts.js';

/**
 * The staff inbox: support chats, last active first, optionally only those whose e-mail (the
 * owner's, or a visitor's from the support page) contains the search. Its cost follows the page,
 * not the number of users: the page walks chats_kind_last_idx backwards, a search finds the
 * e-mails through their trigram indexes (migration 0014), and the unsearched count is kept by the
 * database (row_counts, decision 040).
 */
export async function supportInboxPage(
  db: Db,
  page: { pageNumber: number; pageSize: number; includeCount?: boolean; searchStrFilter?: string | null },
) {
  const search = page.searchStrFilter?.trim();
  const where = and(eq(chats.kind, 'support'), search ? inArray(chats.id, chatsByEmail(db, search)) : undefined);
  const rowsOfPage = db
    .select({
      chat: chats,
      email: sql<string | null>`coalesce(${users.email}, ${supportVisitors.email})`,
      firstName: users.firstName,
      lastName: users.lastName,
      visitor: sql<boolean>`${supportVisitors.chatId} is not null`,
      browser: supportVisitors.browser,
    })
    .from(chats)
    .leftJoin(users, eq(users.id, chats.ownerId))
    .leftJoin(supportVisitors, eq(supportVisitors.chatId, chats.id))
    .where(where)
    .orderBy(desc(chats.lastEventAt), desc(chats.id))
    .limit(pageRowsToRead(page))
    .offset(page.pageNumber * page.pageSize);
  if (page.includeCount === false) {
    const { rows, count } = countToPage(await rowsOfPage, page);
    return { rows, total: count };
  }
  const [rows, total] = await Promise.all([
    rowsOfPage,
    search ? countMatches(db, chats, where, page) : keptCount(db, 'chats:support'),
  ]);
  return { rows, total };
}

/** The support chats whose owner's or visitor's e-mail contains `search` (two trigram index lookups). */
function chatsByEmail(db: Db, search: string) {
  const pattern = containsPattern(search);
  return db
    .select({ id: chats.id })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.ownerId))
    .where(and(eq(chats.kind, 'support'), ilike(users.email, pattern)))
    .unionAll(
      db.select({ id: supportVisitors.chatId }).from(supportVisitors).where(ilike(supportVisitors.email, pattern)),
    );
}
