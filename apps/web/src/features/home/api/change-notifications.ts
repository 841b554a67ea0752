/**
 * The list's writes as one mutation: mark read, mark all read, hide. Whatever the answer, the list is
 * asked again (another device may have changed it too); a failure goes to `onError` (the page's toast).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsKey } from '../../../lib/live/query-keys';
import { hideNotification } from './hide-notification';
import { readAllNotifications } from './read-all-notifications';
import { readNotifications } from './read-notifications';

export type NotificationChange = { read: number[] } | { readAll: true } | { hide: number };

const change = (what: NotificationChange) =>
  'read' in what ? readNotifications(what.read) : 'hide' in what ? hideNotification(what.hide) : readAllNotifications();

export function useChangeNotifications(onError: (err: Error) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['notifications/change'],
    mutationFn: change,
    onError,
    onSettled: () => void client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
