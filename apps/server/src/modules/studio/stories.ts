/**
 * The studio's stories as other modules read them: the one place that says which story may be
 * played. Library, share, files, page hints and chat go through here, never the studio's repository.
 */
import type { Db } from '../../db/client.js';
import { findStory, type StoryRow } from './repository.js';

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
