/** The story library (consumer §7): one story, views and reactions. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES, hasAnyFeature, ROLES, Story } from '@tt/contract';
import type { Handlers } from '../../context.js';
import { requireUser } from '../../context.js';
import { storyReactions, storyViews } from '../../db/schema.js';
import { ApiProblem } from '../../plugins/problem.js';
import { findStory } from '../studio/repository.js';
import { shareOpensStory } from '../share/handlers.js';
import { storyRefusal } from '../licence/licence.js';

async function publishedStory(db: Parameters<typeof findStory>[0], uid: string) {
  const story = await findStory(db, uid);
  if (!story || story.status !== 'published') throw new ApiProblem(404, 'errors.notFound');
  return story;
}

export const libraryHandlers: Handlers = {
  /**
   * Published stories for signed-in users as far as their licence goes; visitors may play stories
   * about Tiny Tidings and stories shared with them; moderators also see drafts.
   */
  'tidings/story/get': async (input, ctx) => {
    const story = await findStory(ctx.app.db, input.uid);
    const moderator = hasAnyFeature(ctx.user, ROLES.moderators);
    if (!story || (story.status !== 'published' && !moderator)) throw new ApiProblem(404, 'errors.notFound');
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
    await publishedStory(ctx.app.db, input.uid);
    await ctx.app.db.insert(storyViews).values({ storyUid: input.uid, userId: user.id });
    return { success: true as const };
  },

  'tidings/story/views/get': async (input, ctx) => {
    if (!input.uids.length) return [];
    const rows = await ctx.app.db
      // once per user and story, however often the story is played (consumer §4)
      .select({ uid: storyViews.storyUid, views: sql<number>`count(distinct ${storyViews.userId})::int` })
      .from(storyViews)
      .where(inArray(storyViews.storyUid, input.uids))
      .groupBy(storyViews.storyUid);
    const counts = new Map(rows.map((r) => [r.uid, r.views]));
    return input.uids.map((uid) => ({ uid, views: counts.get(uid) ?? 0 }));
  },

  'tidings/story/views/getmy': async (_input, ctx) => {
    const user = requireUser(ctx);
    const rows = await ctx.app.db
      .select({ uid: storyViews.storyUid, date: sql<string>`max(${storyViews.createdAt})` })
      .from(storyViews)
      .where(eq(storyViews.userId, user.id))
      .groupBy(storyViews.storyUid)
      .orderBy(desc(sql`max(${storyViews.createdAt})`))
      .limit(300);
    return rows.map((r) => ({ uid: r.uid, date: new Date(r.date).toISOString() }));
  },

  /** One tap sets the heart; a second tap changes nothing (consumer §4). */
  'tidings/story/reaction': async (input, ctx) => {
    const user = requireUser(ctx);
    await publishedStory(ctx.app.db, input.uid);
    await ctx.app.db
      .insert(storyReactions)
      .values({ storyUid: input.uid, userId: user.id, value: input.value })
      .onConflictDoNothing();
    return { success: true as const };
  },

  'tidings/story/reactions/get': async (input, ctx) => {
    const user = requireUser(ctx);
    if (!input.uids.length) return [];
    const rows = await ctx.app.db
      .select()
      .from(storyReactions)
      .where(and(eq(storyReactions.userId, user.id), inArray(storyReactions.storyUid, input.uids)));
    return rows.map((r) => ({ uid: r.storyUid, value: r.value, date: r.createdAt.toISOString() }));
  },
};
