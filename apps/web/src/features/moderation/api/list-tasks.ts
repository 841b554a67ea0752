/** admin/moderation/list: the tasks, newest or oldest first, searched, a page at a time (panel §7). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LISTS } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { moderationKey } from './query-keys';

export type SortOrder = 'date_desc' | 'date_asc';

export const listTasks = (pageNumber: number, search: string, sort: SortOrder) =>
  api('admin/moderation/list', {
    pageNumber,
    pageSize: LISTS.pageSize,
    includeCount: true,
    ...(search ? { searchStrFilter: search } : {}),
    sortFields: [{ field: 'date', order: sort === 'date_asc' ? 'asc' : 'desc' }],
  });

export const taskListQuery = (search: string, sort: SortOrder) =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, 'list', search, sort],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => listTasks(pageParam, search, sort),
    getNextPageParam: (last, pages) => (pages.length * LISTS.pageSize < last.count ? pages.length : undefined),
    refetchInterval: 5000,
  });

export const useTaskList = (search: string, sort: SortOrder) => useInfiniteQuery(taskListQuery(search, sort));
