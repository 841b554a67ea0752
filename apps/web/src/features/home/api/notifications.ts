/** notifications/list as the home list's query: all or only unread, a page at a time. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { listNotifications } from '../../../lib/api/notifications-list';
import { notificationsKey } from '../../../lib/live/query-keys';

export const NOTIFICATIONS_PAGE = 20;

export const notificationsQuery = (onlyUnread: boolean) =>
  infiniteQueryOptions({
    queryKey: [...notificationsKey, onlyUnread],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      listNotifications({ pageNumber: pageParam, pageSize: NOTIFICATIONS_PAGE, includeOnlyUnreadFilter: onlyUnread }),
    getNextPageParam: (last, pages) => (pages.length * NOTIFICATIONS_PAGE < last.count ? pages.length : undefined),
  });
