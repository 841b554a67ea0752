/** team/users/delete: a parent's account deleted on their written request (decision 060). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { partnerKeys } from './query-keys';

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['team/users/delete'],
    mutationFn: ({ id, note }: { id: number; note: string }) => api('team/users/delete', { id, note }),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.users }),
  });
}
