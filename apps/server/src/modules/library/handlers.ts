/** The story library (consumer §7): one story, views and reactions. */
import { ERROR_CODES, hasAnyFeature, ROLES, Story } from '@tt/contract';
import type { Handlers } from '../../context.js';
import { requireUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import { storyRefusal } from '../licence/licence.js';
import { findShare, shareOpensStory } from '../share/service.js';
import { findPlayableStory } from '../studio/stories.js';
import * as repo from './repository.js';

/** Views and reactions are for published stories only. */
async function checkPublished(db: Db, uid: string): Promise<void> {
  if (!(await findPlayableStory(db, uid))) throw new ApiProblem(404, 'errors.notFound');
}

export const libraryHandlers: Handlers = {
  /**
   * Published stories for signed-in users as far as their licence goes; visitors may play stories
   * about Tiny Tidings and stories shared with them; moderators also see drafts.
   */
  'tidings/story/get': async (input, ctx) => {
    const story = await findPlayableStory(ctx.app.db, input.uid, {
      drafts: hasAnyFeature(ctx.user, ROLES.moderators),
    });
    if (!story) throw new ApiProblem(404, 'errors.notFound');
    // an unknown share id is "not found" (consumer §8), not a request to sign in
    if (input.share && !(await findShare(ctx.app.db, input.share))) throw new ApiProblem(404, 'errors.notFound');
    const viaShare = !!input.share && (await shareOpensStory(ctx.app.db, input.share, story.uid));
    const refusal = await storyRefusal(ctx.app.db, ctx.user, {
      topic: story.topic,
      publishedAt: story.publishedAt,
      viaShare,
    });
    if (refusal === 'needCredentials') throw new ApiProblem(401, 'errors.needCredentials', 511);
    if (refusal === 'licence') throw new ApiProblem(403, 'errors.licence', ERROR_CODES.licence);
    return Story.parse(story.data);
  },

  'tidings/story/view': async (input, ctx) => {
    const user = requireUser(ctx);
    await checkPublished(ctx.app.db, input.uid);
    await repo.recordView(ctx.app.db, input.uid, user.id);
    return { success: true as const };
  },

  'tidings/story/views/get': async (input, ctx) => {
    if (!input.uids.length) return [];
    const counts = await repo.countViews(ctx.app.db, input.uids);
    return input.uids.map((uid) => ({ uid, views: counts.get(uid) ?? 0 }));
  },

  'tidings/story/views/getmy': async (_input, ctx) => repo.viewsOf(ctx.app.db, requireUser(ctx).id, 300),

  /** One tap sets the heart; a second tap changes nothing (consumer §4). */
  'tidings/story/reaction': async (input, ctx) => {
    const user = requireUser(ctx);
    await checkPublished(ctx.app.db, input.uid);
    await repo.addReaction(ctx.app.db, input.uid, user.id, input.value);
    return { success: true as const };
  },

  'tidings/story/reactions/get': async (input, ctx) => {
    const user = requireUser(ctx);
    if (!input.uids.length) return [];
    return repo.reactionsOf(ctx.app.db, user.id, input.uids);
  },
};
