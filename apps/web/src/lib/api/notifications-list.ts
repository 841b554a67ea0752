/** notifications/list: a page of the user's notifications with the unread count (the bell and the list). */
import type { CallInput } from '@tt/contract';
import { api } from './client';

export const listNotifications = (input: CallInput<'notifications/list'>) => api('notifications/list', input);

/** Only the unread count, for the bell's badge. */
export const countUnreadNotifications = async () =>
  (await listNotifications({ pageNumber: 0, pageSize: 1, includeOnlyUnreadFilter: true })).unread;
