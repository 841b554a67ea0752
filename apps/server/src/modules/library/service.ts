/**
 * The story library (consumer §7): one story as far as the licence goes, views and reactions,
 * pictures and posters, the page hints of a story's page, and "give me a story". Built once by
 * createLibraryModule from the studio's stories, share links and the licence.
 */
import { ERROR_CODES, hasAnyFeature, ROLES, Story } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import type { LibraryDeps } from './deps.js';
import { giveStory, type GiveStoryInput } from './give-story.js';
import type { UserRecord } from '../../db/schema.js';
import { pageHints } from './page-hints.js';
import { pictureUrl } from './pictures.js';
import { posterOf } from './poster.js';
import * as repo from './repository.js';
import { watchedStoryUids } from './watched.js';

export type { LibraryDeps } from './deps.js';

export function createLibraryModule(deps: LibraryDeps) {
  const db: Db = deps.db;
  const { stories, share, licence } = deps;

  /** Views and reactions are for published stories only. */
  async function checkPublished(uid: string): Promise<void> {
    if (!(await stories.findPlayableStory(uid))) throw new ApiProblem(404, 'errors.notFound');
  }

  return {
    /**
     * Published stories for signed-in users as far as their licence goes; visitors may play stories
     * about Tiny Tidings and stories shared with them; moderators also see drafts.
     */
    async getStory(user: UserRecord | null, uid: string, shareId?: string) {
      const story = await stories.findPlayableStory(uid, { drafts: hasAnyFeature(user, ROLES.moderators) });
      if (!story) throw new ApiProblem(404, 'errors.notFound');
      // an unknown share id is "not found" (consumer §8), not a request to sign in
      if (shareId && !(await share.findShare(shareId))) throw new ApiProblem(404, 'errors.notFound');
      const viaShare = !!shareId && (await share.shareOpensStory(shareId, story.uid));
      const refusal = await licence.storyRefusal(user, {
        topic: story.topic,
        publishedAt: story.publishedAt,
        viaShare,
      });
      if (refusal === 'needCredentials') throw new ApiProblem(401, 'errors.needCredentials', 511);
      if (refusal === 'licence') throw new ApiProblem(403, 'errors.licence', ERROR_CODES.licence);
      // a shared link opens that one story: its twin is offered to those who may open stories themselves
      const twin = viaShare && !user ? null : await stories.findTwin(story);
      return Story.parse({ ...(story.data as object), twin });
    },
    async recordView(uid: string, userId: number): Promise<void> {
      await checkPublished(uid);
      await repo.recordView(db, uid, userId);
    },
    countViews: (uids: string[]) => repo.countViews(db, uids),
    viewsOf: (userId: number, limit: number) => repo.viewsOf(db, userId, limit),
    /** One tap sets the heart; a second tap changes nothing (consumer §4). */
    async addReaction(uid: string, userId: number, value: number): Promise<void> {
      await checkPublished(uid);
      await repo.addReaction(db, uid, userId, value);
    },
    reactionsOf: (userId: number, uids: string[]) => repo.reactionsOf(db, userId, uids),
    /** The uids of the stories a user watched, newest first. */
    watchedStoryUids: (userId: number, limit?: number) => watchedStoryUids(db, userId, limit),
    pictureUrl: (input: Parameters<typeof pictureUrl>[1]) => pictureUrl(deps, input),
    posterOf: (uid: string) => posterOf(stories, uid),
    giveStory: (user: UserRecord, input: GiveStoryInput) => giveStory(deps, user, input),
    /** For plugins/web.ts: the poster shell and first picture of a story's page. */
    pageHints: (pathname: string, query: URLSearchParams) => pageHints(deps, pathname, query),
  };
}

export type LibraryModule = ReturnType<typeof createLibraryModule>;
