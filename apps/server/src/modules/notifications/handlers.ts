/** notifications/* and notifier/Firebase/Register. */
import { requireUser, type Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import type { NotificationsModule } from './service.js';

export const notificationHandlers = (notifications: NotificationsModule): Handlers => ({
  'notifications/list': async (input, ctx) =>
    notifications.page(requireUser(ctx).id, {
      pageNumber: input.pageNumber,
      pageSize: input.pageSize,
      unreadOnly: !!input.includeOnlyUnreadFilter,
      beforeId: input.beforeId,
    }),

  'notifications/read': async (input, ctx) => {
    await notifications.markRead(requireUser(ctx).id, input.ids);
    return { success: true };
  },

  'notifications/hide': async (input, ctx) => {
    if (!(await notifications.hide(requireUser(ctx).id, input.id))) throw new ApiProblem(404, 'errors.notFound');
    return { success: true };
  },

  'notifications/readall': async (_input, ctx) => {
    await notifications.markAllRead(requireUser(ctx).id);
    return { success: true };
  },

  'notifier/Firebase/Register': async (input, ctx) => {
    const user = requireUser(ctx);
    const problem = input.device === 'web' ? notifications.pushSubscriptionProblem(input.pushToken) : null;
    if (problem)
      throw new ApiProblem(422, 'validation.formText', 422, [
        { field: 'pushToken', key: 'validation.invalid', message: problem },
      ]);
    // the contract refuses a web registration that is not a PushSubscription
    await notifications.registerPushToken({
      userId: user.id,
      device: input.device,
      appid: input.appid,
      token: input.pushToken,
    });
    return { success: true };
  },
});
