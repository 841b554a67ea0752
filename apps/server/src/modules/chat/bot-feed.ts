/**
 * The bot chat's feed (consumer §2 Chat page, without id or support): the published stories of
 * the user's cohort, read straight from the stories table, in publish order. A story's event id
 * is its publish seq (stories get ids as drafts and may be published in any order). Publishing
 * writes nothing per user; what a user has seen is one read marker (room "bot", a publish seq).
 */
import type { ChatEvent } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { Cohort } from '../../db/cohort.js';
import * as repo from './repositories/bot-feed.js';

export const BOT_ROOM = 'bot';

export function storyEvent(row: repo.FeedStoryRow, read: boolean): ChatEvent {
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

/** One page of the feed, newest first; `from` is the oldest event id (publish seq) already loaded. */
export async function feedPage(db: Db, cohort: Cohort, marker: number, from: number | undefined, size: number) {
  const rows = await repo.feedStories(db, cohort, from, size + 1);
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
  const [last] = await repo.feedStories(db, cohort, undefined, 1);
  if (!last) return { last: null, unread: 0 };
  return {
    last: storyEvent(last, (last.publishSeq ?? 0) <= marker),
    unread: await repo.feedStoriesAfter(db, cohort, marker),
  };
}

/** When the newest story of the feed was published, to tell sync whether the feed changed. */
export const feedChangedAt = (db: Db, cohort: Cohort): Promise<Date | null> => repo.feedPublishedAt(db, cohort);
