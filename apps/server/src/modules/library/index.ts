/**
 * The library module's public entry: playing stories (one story, views and reactions, pictures,
 * posters, the page hints of a story's page) and "give me a story". Built once by
 * createLibraryModule from the studio's stories, share links and the licence.
 */
import type { Db } from '../../db/client.js';
import type { MediaStore } from '../../media/store.js';
import type { LicenceModule } from '../licence/index.js';
import type { ShareModule } from '../share/index.js';
import type { StudioModule } from '../studio/index.js';
import { giveStory, type GiveStoryDeps, type GiveStoryInput } from './give-story.js';
import { pageHints } from './page-hints.js';
import { watchedStoryUids } from './service.js';
import type { UserRecord } from '../../db/schema.js';
import * as repo from './repository.js';

export { fileHandlers } from './files.js';
export { libraryHandlers } from './handlers.js';
export { posterHandlers } from './poster.js';

export interface LibraryDeps extends GiveStoryDeps {
  media: MediaStore;
  stories: GiveStoryDeps['stories'] & Pick<StudioModule, 'findPlayableStory'>;
  share: Pick<ShareModule, 'findShare' | 'shareOpensStory'>;
  licence: Pick<LicenceModule, 'userLicence' | 'storyRefusal'>;
}

export function createLibraryModule(deps: LibraryDeps) {
  const db: Db = deps.db;
  return {
    stories: deps.stories,
    share: deps.share,
    licence: deps.licence,
    media: deps.media,
    recordView: (uid: string, userId: number) => repo.recordView(db, uid, userId),
    countViews: (uids: string[]) => repo.countViews(db, uids),
    viewsOf: (userId: number, limit: number) => repo.viewsOf(db, userId, limit),
    addReaction: (uid: string, userId: number, value: number) => repo.addReaction(db, uid, userId, value),
    reactionsOf: (userId: number, uids: string[]) => repo.reactionsOf(db, userId, uids),
    /** The uids of the stories a user watched, newest first. */
    watchedStoryUids: (userId: number, limit?: number) => watchedStoryUids(db, userId, limit),
    giveStory: (user: UserRecord, input: GiveStoryInput) => giveStory(deps, user, input),
    /** For plugins/web.ts: the poster shell and first picture of a story's page. */
    pageHints: (pathname: string, query: URLSearchParams) => pageHints(deps, pathname, query),
  };
}

export type LibraryModule = ReturnType<typeof createLibraryModule>;
