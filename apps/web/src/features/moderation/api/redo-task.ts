/** admin/moderation/redo: "Remake from here", run the workflow again from one step, now (panel §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { moderationKey } from './query-keys';

export const redoTask = (uid: string, from: string) => api('admin/moderation/redo', { uid, now: true, from });

export function useRedoTask(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (from: string) => redoTask(uid, from),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}
