/** Share links (consumer §7 userdata/PublicSettings): settings stored behind a short id. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ShareSettings } from '@tt/contract';
import type { Handlers } from '../../context.js';
import type { Db } from '../../db/client.js';
import { publicSettings } from '../../db/schema.js';
import { ApiProblem } from '../../plugins/problem.js';

export async function findShare(db: Db, id: string) {
  const rows = await db.select().from(publicSettings).where(eq(publicSettings.id, id)).limit(1);
  const parsed = rows[0] ? ShareSettings.safeParse(rows[0].info) : null;
  return parsed?.success ? parsed.data : null;
}

/** Whether a share link points at this story, so a visitor may play it. */
export async function shareOpensStory(db: Db, shareId: string, storyUid: string): Promise<boolean> {
  const share = await findShare(db, shareId);
  if (!share) return false;
  try {
    return new URL(share.url, 'http://share.local').pathname === `/stories/${storyUid}`;
  } catch {
    return false;
  }
}

export const shareHandlers: Handlers = {
  'userdata/PublicSettings/create': async (input, ctx) => {
    const id = input.Id && /^[\w-]{6,64}$/.test(input.Id) ? input.Id : randomBytes(9).toString('base64url');
    const rows = await ctx.app.db.insert(publicSettings).values({ id, info: input.Info, userId: ctx.user?.id ?? null }).onConflictDoNothing().returning({ id: publicSettings.id });
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
