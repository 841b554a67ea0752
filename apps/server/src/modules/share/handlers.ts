/** Share links (consumer §7 userdata/PublicSettings): settings stored behind a short id. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, hasAnyFeature, ROLES, ShareSettings } from '@tt/contract';
import type { CallContext, Handlers } from '../../context.js';
import type { Db } from '../../db/client.js';
import { publicSettings } from '../../db/schema.js';
import { ApiProblem } from '../../plugins/problem.js';
import { storyRefusal } from '../licence/licence.js';
import { findStory } from '../studio/repository.js';

export async function findShare(db: Db, id: string) {
  const rows = await db.select().from(publicSettings).where(eq(publicSettings.id, id)).limit(1);
  const parsed = rows[0] ? ShareSettings.safeParse(rows[0].info) : null;
  return parsed?.success ? parsed.data : null;
}

/** The story a share link points at (its path is /stories/{uid}), or null for any other link. */
function sharedStoryUid(url: string): string | null {
  try {
    const match = /^\/stories\/([^/]+)$/.exec(new URL(url, 'http://share.local').pathname);
    return match ? decodeURIComponent(match[1]!) : null;
  } catch {
    return null;
  }
}

/** Whether a share link points at this story, so a visitor may play it. */
export async function shareOpensStory(db: Db, shareId: string, storyUid: string): Promise<boolean> {
  const share = await findShare(db, shareId);
  return !!share && sharedStoryUid(share.url) === storyUid;
}

/**
 * A share opens its story to anyone, so only someone who may play the story may share it:
 * otherwise a share would get round the licence (decision 008).
 */
async function checkMayShare(ctx: CallContext, url: string): Promise<void> {
  const uid = sharedStoryUid(url);
  if (!uid) return;
  const story = await findStory(ctx.app.db, uid);
  const moderator = hasAnyFeature(ctx.user, ROLES.moderators);
  if (!story || (story.status !== 'published' && !moderator)) throw new ApiProblem(404, 'errors.notFound');
  if (
    await storyRefusal(ctx.app.db, ctx.user, { topic: story.topic, publishedAt: story.publishedAt, viaShare: false })
  ) {
    throw new ApiProblem(403, 'errors.licence', ERROR_CODES.licence);
  }
}

export const shareHandlers: Handlers = {
  'userdata/PublicSettings/create': async (input, ctx) => {
    await checkMayShare(ctx, input.Info.url);
    const id = input.Id && /^[\w-]{6,64}$/.test(input.Id) ? input.Id : randomBytes(9).toString('base64url');
    const rows = await ctx.app.db
      .insert(publicSettings)
      .values({ id, info: input.Info, userId: ctx.user?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: publicSettings.id });
    if (!rows.length) throw new ApiProblem(409, 'errors.linkFailed');
    return { id };
  },

  /** An unknown id (or settings that no longer parse) answers notfound (consumer §8). */
  'userdata/PublicSettings/get': async (input, ctx) => {
    const share = await findShare(ctx.app.db, input.id);
    if (!share) throw new ApiProblem(404, 'errors.notFound');
    return share;
  },
};
