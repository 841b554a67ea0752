/**
 * The bot chat's feed (consumer §2 Chat page, without id or support): the published stories of
 * the user's cohort, read straight from the stories table, in publish order. A story's event id
 * is its publish seq (stories get ids as drafts and may be published in any order). Publishing
 * writes nothing per user; what a user has seen is one read marker (room "bot", a publish seq).
 */
import { and, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ChatEvent } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { stories } from '../../db/schema.js';
import type { Cohort } from './cohort.js';

export const BOT_ROOM = 'bot';

type StoryRow = Pick<typeof stories.$inferSelect, 'uid' | 'publishedAt' | 'publishSeq'>;
const storyColumns = { uid: stories.uid, publishedAt: stories.publishedAt, publishSeq: stories.publishSeq };

export function storyEvent(row: StoryRow, read: boolean): ChatEvent {
  return {
    id: row.publishSeq ?? 0,
    uid: `story-${row.uid}`,
    type: 'message',
    creator: null,
    read,
    date: (row.publishedAt ?? new Date()).toISOString(),
    data: { type: 'story', story: row.uid },
  };
}

function inFeed(cohort: Cohort, extra?: SQL): SQL {
  return and(
    eq(stories.status, 'published'),
    eq(stories.locale, cohort.locale),
    // stories about Tiny Tidings are for every age
    or(eq(stories.ageCluster, cohort.cluster), eq(stories.topic, 'aboutStory')),
    extra ?? sql`true`,
  )!;
}

/** One page of the feed, newest first; `from` is the oldest event id (publish seq) already loaded. */
export async function feedPage(db: Db, cohort: Cohort, marker: number, from: number | undefined, size: number) {
  const rows = await db
    .select(storyColumns)
    .from(stories)
    .where(inFeed(cohort, from ? lt(stories.publishSeq, from) : undefined))
    .orderBy(desc(stories.publishSeq))
    .limit(size + 1);
  return {
    events: rows.slice(0, size).map((r) => storyEvent(r, (r.publishSeq ?? 0) <= marker)),
    end: rows.length <= size,
  };
}

/** The newest story of the feed and how many came after the marker. */
export async function feedSummary(
  db: Db,
  cohort: Cohort,
  marker: number,
): Promise<{ last: ChatEvent | null; unread: number }> {
  const [last] = await db
    .select(storyColumns)
    .from(stories)
    .where(inFeed(cohort))
    .orderBy(desc(stories.publishSeq))
    .limit(1);
  if (!last) return { last: null, unread: 0 };
  const [row] = await db
    .select({ n: count() })
    .from(stories)
    .where(inFeed(cohort, gt(stories.publishSeq, marker)));
  return { last: storyEvent(last, (last.publishSeq ?? 0) <= marker), unread: row?.n ?? 0 };
}

/** When the newest story of the feed was published, to tell sync whether the feed changed. */
export async function feedChangedAt(db: Db, cohort: Cohort): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${stories.publishedAt})` })
    .from(stories)
    .where(inFeed(cohort));
  return row?.at ? new Date(row.at) : null;
}
