/** What other modules may ask of the library: the stories a user has watched. */
import type { Db } from '../../db/client.js';
import { viewsOf } from './repository.js';

/** The uids of the stories a user watched (reported a view of), newest first, at most `limit`. */
export async function watchedStoryUids(db: Db, userId: number, limit = 300): Promise<string[]> {
  return (await viewsOf(db, userId, limit)).map((v) => v.uid);
}
