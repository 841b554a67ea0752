/** The chat's bot feed (chat/bot-feed.ts): a cohort's published stories, in publish order. */
import { and, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Cohort } from '../../../db/cohort.js';
import { stories } from '../../../db/schema.js';

export type FeedStoryRow = Pick<typeof stories.$inferSelect, 'uid' | 'publishedAt' | 'publishSeq'>;
const feedColumns = { uid: stories.uid, publishedAt: stories.publishedAt, publishSeq: stories.publishSeq };

function inFeed(cohort: Cohort, extra?: SQL): SQL {
  return and(
    eq(stories.status, 'published'),
    eq(stories.locale, cohort.locale),
    // stories about Tiny Tidings are for every age
    or(eq(stories.ageCluster, cohort.cluster), eq(stories.topic, 'aboutStory')),
    extra ?? sql`true`,
  )!;
}

/** Up to `limit` feed stories published before the publish seq `before` (any when absent), newest first. */
export const feedStories = (
  db: Db,
  cohort: Cohort,
  before: number | undefined,
  limit: number,
): Promise<FeedStoryRow[]> =>
  db
    .select(feedColumns)
    .from(stories)
    .where(inFeed(cohort, before ? lt(stories.publishSeq, before) : undefined))
    .orderBy(desc(stories.publishSeq))
    .limit(limit);

/** How many feed stories were published after the publish seq `after`. */
export async function feedStoriesAfter(db: Db, cohort: Cohort, after: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stories)
    .where(inFeed(cohort, gt(stories.publishSeq, after)));
  return row?.n ?? 0;
}

/** When the newest feed story was published. */
export async function feedPublishedAt(db: Db, cohort: Cohort): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${stories.publishedAt})` })
    .from(stories)
    .where(inFeed(cohort));
  return row?.at ? new Date(row.at) : null;
}
