/** notifications/* and notifier/Firebase/Register. */
import type { Handlers } from '../../context.js';
import { requireUser } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import { registerPushToken, webSubscriptionProblem } from '../push/web-push.js';
import { channels } from '../realtime/log.js';
import * as repo from './repository.js';
import { toNotification } from './service.js';

export const notificationHandlers: Handlers = {
  'notifications/list': async (input, ctx) => {
    const user = requireUser(ctx);
    const { rows, total, unread } = await repo.notificationPage(ctx.app.db, user.id, {
      pageNumber: input.pageNumber,
      pageSize: input.pageSize,
      unreadOnly: !!input.includeOnlyUnreadFilter,
      beforeId: input.beforeId,
    });
    return { data: rows.map(toNotification), count: total, unread };
  },

  'notifications/read': async (input, ctx) => {
    const user = requireUser(ctx);
    const ids = await repo.markRead(ctx.app.db, user.id, input.ids);
    if (ids.length > 0)
      await ctx.app.realtime.publish([{ channel: channels.user(user.id), payload: { type: 'readNotification', ids } }]);
    return { success: true };
  },

  'notifications/hide': async (input, ctx) => {
    const user = requireUser(ctx);
    if (!(await repo.hide(ctx.app.db, user.id, input.id))) throw new ApiProblem(404, 'errors.notFound');
    await ctx.app.realtime.publish([
      { channel: channels.user(user.id), payload: { type: 'hideNotification', notificationId: input.id } },
    ]);
    return { success: true };
  },

  'notifications/readall': async (_input, ctx) => {
    const user = requireUser(ctx);
    await repo.markAllRead(ctx.app.db, user.id);
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
    // the contract refuses a web registration that is not a PushSubscription
    await registerPushToken(ctx.app.db, {
      userId: user.id,
      device: input.device,
      appid: input.appid,
      token: input.pushToken,
    });
    return { success: true };
  },
};
