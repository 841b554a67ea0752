/** The story library (consumer §7): one story, views and reactions, and "give me a story". */
import { ERROR_CODES, hasAnyFeature, ROLES, Story } from '@tt/contract';
import { requireUser, type Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import type { LibraryModule } from './index.js';

export const libraryHandlers = (library: LibraryModule): Handlers => {
  const { stories, share, licence } = library;

  /** Views and reactions are for published stories only. */
  async function checkPublished(uid: string): Promise<void> {
    if (!(await stories.findPlayableStory(uid))) throw new ApiProblem(404, 'errors.notFound');
  }

  return {
    /**
     * Published stories for signed-in users as far as their licence goes; visitors may play stories
     * about Tiny Tidings and stories shared with them; moderators also see drafts.
     */
    'tidings/story/get': async (input, ctx) => {
      const story = await stories.findPlayableStory(input.uid, {
        drafts: hasAnyFeature(ctx.user, ROLES.moderators),
      });
      if (!story) throw new ApiProblem(404, 'errors.notFound');
      // an unknown share id is "not found" (consumer §8), not a request to sign in
      if (input.share && !(await share.findShare(input.share))) throw new ApiProblem(404, 'errors.notFound');
      const viaShare = !!input.share && (await share.shareOpensStory(input.share, story.uid));
      const refusal = await licence.storyRefusal(ctx.user, {
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
      await checkPublished(input.uid);
      await library.recordView(input.uid, user.id);
      return { success: true as const };
    },

    'tidings/story/views/get': async (input) => {
      if (!input.uids.length) return [];
      const counts = await library.countViews(input.uids);
      return input.uids.map((uid) => ({ uid, views: counts.get(uid) ?? 0 }));
    },

    'tidings/story/views/getmy': async (_input, ctx) => library.viewsOf(requireUser(ctx).id, 300),

    /** One tap sets the heart; a second tap changes nothing (consumer §4). */
    'tidings/story/reaction': async (input, ctx) => {
      const user = requireUser(ctx);
      await checkPublished(input.uid);
      await library.addReaction(input.uid, user.id, input.value);
      return { success: true as const };
    },

    'tidings/story/reactions/get': async (input, ctx) => {
      const user = requireUser(ctx);
      if (!input.uids.length) return [];
      return library.reactionsOf(user.id, input.uids);
    },

    'tidings/story/cangetany': async (_input, ctx) => {
      requireUser(ctx);
      return { can: true };
    },

    'tidings/story/sendany': async (input, ctx) =>
      library.giveStory(requireUser(ctx), { age: input.age, locale: input.locale }),
  };
};
