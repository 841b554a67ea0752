/** The activity history table (consumer §3): the only SQL of the explore module. */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityHistory } from '../../db/schema.js';

export type HistoryRow = typeof activityHistory.$inferSelect;
export type NewHistoryItem = Omit<typeof activityHistory.$inferInsert, 'id' | 'seq' | 'createdAt'>;

export const listHistory = (db: Db, userId: number, limit: number): Promise<HistoryRow[]> =>
  db
    .select()
    .from(activityHistory)
    .where(eq(activityHistory.userId, userId))
    .orderBy(desc(activityHistory.seq))
    .limit(limit);

/**
 * Adds an item on top (the same type and key is moved there, with the new data), then drops what
 * lies beyond `limit`. One statement each, so two adds at once still keep at most `limit`.
 */
export async function addHistory(db: Db, item: NewHistoryItem, limit: number): Promise<void> {
  const nextSeq = sql`(select coalesce(max(${activityHistory.seq}), 0) + 1 from ${activityHistory} where ${activityHistory.userId} = ${item.userId})`;
  await db
    .insert(activityHistory)
    .values({ ...item, seq: nextSeq })
    .onConflictDoUpdate({
      target: [activityHistory.userId, activityHistory.type, activityHistory.key],
      set: {
        data: item.data,
        component: item.component ?? null,
        link: item.link ?? null,
        search: item.search ?? null,
        action: item.action ?? null,
        seq: nextSeq,
        createdAt: sql`now()`,
      },
    });
  const [edge] = await db
    .select({ seq: activityHistory.seq })
    .from(activityHistory)
    .where(eq(activityHistory.userId, item.userId))
    .orderBy(desc(activityHistory.seq))
    .offset(limit - 1)
    .limit(1);
  if (edge)
    await db
      .delete(activityHistory)
      .where(and(eq(activityHistory.userId, item.userId), lt(activityHistory.seq, edge.seq)));
}

export async function clearHistory(db: Db, userId: number, type?: string): Promise<void> {
  await db
    .delete(activityHistory)
    .where(and(eq(activityHistory.userId, userId), type ? eq(activityHistory.type, type) : undefined));
}
