/**
 * The bot chat's feed (consumer §2 Chat page, without id or support): the published stories of
 * the user's cohort, read through the studio module, in publish order. A story's event id is its
 * publish seq (stories get ids as drafts and may be published in any order). Publishing writes
 * nothing per user; what a user has seen is one read marker (room "bot", a publish seq).
 */
import type { ChatEvent } from '@tt/contract';
import type { Cohort } from '../../db/cohort.js';
import { storyEvent, type StudioModule } from '../studio/index.js';

export { BOT_ROOM } from '../studio/index.js';

export type FeedStories = Pick<StudioModule, 'feedStories' | 'feedStoriesAfter' | 'feedPublishedAt'>;

export function createBotFeed(stories: FeedStories) {
  return {
    /** One page of the feed, newest first; `from` is the oldest event id (publish seq) already loaded. */
    async feedPage(cohort: Cohort, marker: number, from: number | undefined, size: number) {
      const rows = await stories.feedStories(cohort, from, size + 1);
      return {
        events: rows.slice(0, size).map((r) => storyEvent(r, (r.publishSeq ?? 0) <= marker)),
        end: rows.length <= size,
      };
    },

    /** The newest story of the feed and how many came after the marker. */
    async feedSummary(cohort: Cohort, marker: number): Promise<{ last: ChatEvent | null; unread: number }> {
      const [last] = await stories.feedStories(cohort, undefined, 1);
      if (!last) return { last: null, unread: 0 };
      return {
        last: storyEvent(last, (last.publishSeq ?? 0) <= marker),
        unread: await stories.feedStoriesAfter(cohort, marker),
      };
    },

    /** When the newest story of the feed was published, to tell sync whether the feed changed. */
    feedChangedAt: (cohort: Cohort): Promise<Date | null> => stories.feedPublishedAt(cohort),
  };
}
