/** admin/moderation/data: one task with its story, refreshed while it is being made (panel §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { moderationKey } from './query-keys';

export const getTask = (uid: string) => api('admin/moderation/data', { uid });

export const taskQuery = (uid: string) =>
  queryOptions({
    queryKey: [...moderationKey, 'task', uid],
    queryFn: () => getTask(uid),
    // a task being made changes every few seconds
    refetchInterval: (q) =>
      q.state.data && ['waiting', 'processing'].includes(q.state.data.task.status) ? 1500 : false,
  });

export const useTask = (uid: string) => useQuery(taskQuery(uid));
