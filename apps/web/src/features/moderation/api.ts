/** The moderation calls as TanStack Query pieces (panel §7 admin/moderation/*). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LISTS } from '@tt/contract';
import { api } from '../../lib/api/client';

export type SortOrder = 'date_desc' | 'date_asc';

export function useTaskList(search: string, sort: SortOrder) {
  return useInfiniteQuery({
    queryKey: ['moderation', 'list', search, sort],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api('admin/moderation/list', {
        pageNumber: pageParam,
        pageSize: LISTS.pageSize,
        includeCount: true,
        ...(search ? { searchStrFilter: search } : {}),
        sortFields: [{ field: 'date', order: sort === 'date_asc' ? 'asc' : 'desc' }],
      }),
    getNextPageParam: (last, pages) => (pages.length * LISTS.pageSize < last.count ? pages.length : undefined),
    refetchInterval: 5000,
  });
}

export function useTask(uid: string | null) {
  return useQuery({
    queryKey: ['moderation', 'task', uid],
    queryFn: () => api('admin/moderation/data', { uid: uid! }),
    enabled: !!uid,
    // a task being made changes every few seconds
    refetchInterval: (q) =>
      q.state.data && ['waiting', 'processing'].includes(q.state.data.task.status) ? 1500 : false,
  });
}

export function useTaskActions(uid: string) {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: ['moderation'] });
  return {
    decide: useMutation({
      mutationFn: (status: 'approve' | 'reject') => api('admin/moderation/result', { uid, status }),
      onSuccess: done,
    }),
    redo: useMutation({
      mutationFn: (from: string) => api('admin/moderation/redo', { uid, now: true, from }),
      onSuccess: done,
    }),
  };
}
