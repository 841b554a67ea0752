/** admin/moderation/result: accept or reject a task's story (panel §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { moderationKey } from './query-keys';

export type Decision = 'approve' | 'reject';

export const decideTask = (uid: string, status: Decision) => api('admin/moderation/result', { uid, status });

export function useDecideTask(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: Decision) => decideTask(uid, status),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}
