/** notifications/* and notifier/Firebase/Register. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Handlers } from '../../context.js';
import { requireUser } from '../../context.js';
import { notifications, pushRegistrations } from '../../db/schema.js';
import { ApiProblem } from '../../plugins/problem.js';
import { webSubscriptionProblem } from '../push/web-push.js';
import { channels } from '../realtime/log.js';
import { toNotification } from './service.js';

const visibleTo = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.hiddenAt));

export const notificationHandlers: Handlers = {
  'notifications/list': async (input, ctx) => {
    const user = requireUser(ctx);
    const unreadOnly = and(visibleTo(user.id), isNull(notifications.readAt));
    const where = input.includeOnlyUnreadFilter ? unreadOnly : visibleTo(user.id);
    const [rows, [total], [unread]] = await Promise.all([
      ctx.app.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(input.pageSize)
        .offset(input.pageNumber * input.pageSize),
      ctx.app.db.select({ n: count() }).from(notifications).where(where),
      ctx.app.db.select({ n: count() }).from(notifications).where(unreadOnly),
    ]);
    return { data: rows.map(toNotification), count: total?.n ?? 0, unread: unread?.n ?? 0 };
  },

  'notifications/read': async (input, ctx) => {
    const user = requireUser(ctx);
    const changed = await ctx.app.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, user.id), inArray(notifications.id, input.ids), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length > 0)
      await ctx.app.realtime.publish([
        { channel: channels.user(user.id), payload: { type: 'readNotification', ids: changed.map((r) => r.id) } },
      ]);
    return { success: true };
  },

  'notifications/hide': async (input, ctx) => {
    const user = requireUser(ctx);
    const changed = await ctx.app.db
      .update(notifications)
      .set({ hiddenAt: sql`now()` })
      .where(and(eq(notifications.userId, user.id), eq(notifications.id, input.id), isNull(notifications.hiddenAt)))
      .returning({ id: notifications.id });
    if (changed.length === 0) throw new ApiProblem(404, 'errors.notFound');
    await ctx.app.realtime.publish([
      { channel: channels.user(user.id), payload: { type: 'hideNotification', notificationId: input.id } },
    ]);
    return { success: true };
  },

  'notifications/readall': async (_input, ctx) => {
    const user = requireUser(ctx);
    await ctx.app.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
    await ctx.app.realtime.publish([{ channel: channels.user(user.id), payload: { type: 'readAllNotifications' } }]);
    return { success: true };
  },

  'notifier/Firebase/Register': async (input, ctx) => {
    const user = requireUser(ctx);
    const problem =
      input.device === 'web' ? webSubscriptionProblem(input.pushToken, ctx.app.config.push.allowPrivate) : null;
    if (problem)
      throw new ApiProblem(422, 'validation.formText', 422, [
        { field: 'pushToken', key: 'validation.invalid', message: problem },
      ]);
    await ctx.app.db
      .insert(pushRegistrations)
      .values({ userId: user.id, device: input.device, appid: input.appid, token: input.pushToken })
      .onConflictDoUpdate({
        target: pushRegistrations.token,
        set: { userId: user.id, device: input.device, appid: input.appid },
      });
    return { success: true };
  },
};
