/**
 * The bot chat's feed (consumer §2 Chat page, without id or support): the published stories of
 * the user's cohort, read straight from the stories table. Publishing writes nothing per user.
 */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { ageCluster, type ChatEvent } from '@tt/contract';
import type { Handlers, UserRecord } from '../../context.js';
import { requireUser } from '../../context.js';
import { stories } from '../../db/schema.js';
import { ApiProblem } from '../../plugins/problem.js';
import { ageFromBirthday } from '../accounts/repository.js';

export const BOT_ROOM = 'bot';

function cohortOf(user: UserRecord): { locale: string; cluster: string } {
  return { locale: user.locale === 'ru' ? 'ru' : 'en', cluster: ageCluster(ageFromBirthday(user.bday) ?? 4) };
}

export const botFeedHandlers: Handlers = {
  'chat/events/get': async (input, ctx) => {
    const user = requireUser(ctx);
    if (input.roomid !== BOT_ROOM) throw new ApiProblem(404, 'errors.chatNotFound');
    const { locale, cluster } = cohortOf(user);
    const rows = await ctx.app.db
      .select({ id: stories.id, uid: stories.uid, publishedAt: stories.publishedAt })
      .from(stories)
      .where(
        and(
          eq(stories.status, 'published'),
          eq(stories.locale, locale),
          // stories about Tiny Tidings are for every age
          or(eq(stories.ageCluster, cluster), eq(stories.topic, 'aboutStory')),
          input.from ? lt(stories.id, input.from) : sql`true`,
        ),
      )
      .orderBy(desc(stories.id))
      .limit(input.count + 1);
    const events: ChatEvent[] = rows.slice(0, input.count).map((r) => ({
      id: r.id,
      uid: `story-${r.uid}`,
      type: 'message',
      creator: null,
      read: true,
      date: (r.publishedAt ?? new Date()).toISOString(),
      data: { type: 'story', story: r.uid },
    }));
    return { events, end: rows.length <= input.count };
  },
};
