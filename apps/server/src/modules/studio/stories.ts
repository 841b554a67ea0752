/**
 * The studio's stories as other modules read them: the one place that says which story may be
 * played. Library, share, files, page hints and chat go through here, never the studio's repository.
 */
import type { Db } from '../../db/client.js';
import { findPublishedTwin, findStory, searchPublished, type StoryRow } from './repository.js';

export type { StoryRow };

/** A published story, or (only when `drafts` is true, for moderators) a story in any state; else null. */
export async function findPlayableStory(
  db: Db,
  uid: string,
  opts: { drafts?: boolean } = {},
): Promise<StoryRow | null> {
  const story = await findStory(db, uid);
  return story && (story.status === 'published' || opts.drafts) ? story : null;
}

export type { StoryHitRow } from './repository.js';

/** Published stories in one language matching a full-text search, best first (explore). */
export const searchPlayableStories = (db: Db, locale: string, query: string, limit: number) =>
  searchPublished(db, locale, query, limit);

/** The story in the other language as the player offers it, when that one is published. */
export async function findTwin(
  db: Db,
  story: StoryRow,
): Promise<{ uid: string; locale: string; title: string } | null> {
  const twin = await findPublishedTwin(db, story);
  return twin && { uid: twin.uid, locale: twin.locale, title: twin.title };
}
