/** admin/moderation/list: the tasks, newest or oldest first, searched, a page at a time (panel §7). */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LISTS, type ModerationStatus } from '@tt/contract';
import { api } from '../../../lib/api/client';
import type { DateSort } from '../../../components/ListToolbar';
import { moderationKey } from './query-keys';

/** A status to show only, or every task. */
export type TaskStatusFilter = ModerationStatus | 'all';

export const listTasks = (pageNumber: number, search: string, sort: DateSort, status: TaskStatusFilter = 'all') =>
  api('admin/moderation/list', {
    pageNumber,
    pageSize: LISTS.pageSize,
    includeCount: true,
    ...(search ? { searchStrFilter: search } : {}),
    ...(status !== 'all' ? { fieldsFilter: { status } } : {}),
    sortFields: [{ field: 'date', order: sort === 'date_asc' ? 'asc' : 'desc' }],
  });

export const taskListQuery = (search: string, sort: DateSort, status: TaskStatusFilter = 'all') =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, 'list', search, sort, status],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => listTasks(pageParam, search, sort, status),
    getNextPageParam: (last, pages) => (pages.length * LISTS.pageSize < last.count ? pages.length : undefined),
    refetchInterval: 5000,
  });
