/** Story views and reactions. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storyReactions, storyViews } from '../../db/schema.js';

export async function recordView(db: Db, storyUid: string, userId: number): Promise<void> {
  await db.insert(storyViews).values({ storyUid, userId });
}

export async function countViews(db: Db, uids: string[]): Promise<Map<string, number>> {
  const rows = await db
    // once per user and story, however often the story is played (consumer §4; issue 11)
    .select({ uid: storyViews.storyUid, views: sql<number>`count(distinct ${storyViews.userId})::int` })
    .from(storyViews)
    .where(inArray(storyViews.storyUid, uids))
    .groupBy(storyViews.storyUid);
  return new Map(rows.map((r) => [r.uid, r.views]));
}

/** The stories a user watched, newest view first, with the date of their last view. */
export async function viewsOf(db: Db, userId: number, limit: number): Promise<{ uid: string; date: string }[]> {
  const rows = await db
    .select({ uid: storyViews.storyUid, date: sql<string>`max(${storyViews.createdAt})` })
    .from(storyViews)
    .where(eq(storyViews.userId, userId))
    .groupBy(storyViews.storyUid)
    .orderBy(desc(sql`max(${storyViews.createdAt})`))
    .limit(limit);
  return rows.map((r) => ({ uid: r.uid, date: new Date(r.date).toISOString() }));
}

/** A second reaction by the same user to the same story changes nothing. */
export async function addReaction(db: Db, storyUid: string, userId: number, value: number): Promise<void> {
  await db.insert(storyReactions).values({ storyUid, userId, value }).onConflictDoNothing();
}

export async function reactionsOf(db: Db, userId: number, uids: string[]) {
  const rows = await db
    .select()
    .from(storyReactions)
    .where(and(eq(storyReactions.userId, userId), inArray(storyReactions.storyUid, uids)));
  return rows.map((r) => ({ uid: r.storyUid, value: r.value, date: r.createdAt.toISOString() }));
}
