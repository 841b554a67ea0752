/**
 * notifications/list as the home list's query: all or only unread, a page at a time. Each next page
 * starts below the last id held (keyset paging: a deep page costs the server what the first does).
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { listNotifications } from '../../../lib/api/notifications-list';
import { notificationsKey } from '../../../lib/live/query-keys';

export const NOTIFICATIONS_PAGE = 20;

export const notificationsQuery = (onlyUnread: boolean) =>
  infiniteQueryOptions({
    queryKey: [...notificationsKey, onlyUnread],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      listNotifications({
        pageNumber: 0,
        pageSize: NOTIFICATIONS_PAGE,
        includeOnlyUnreadFilter: onlyUnread,
        ...(pageParam !== undefined ? { beforeId: pageParam } : {}),
      }),
    getNextPageParam: (last, pages) => {
      const held = pages.reduce((n, p) => n + p.data.length, 0);
      const oldest = last.data.at(-1);
      return last.data.length === NOTIFICATIONS_PAGE && held < last.count && oldest ? oldest.id : undefined;
    },
  });
