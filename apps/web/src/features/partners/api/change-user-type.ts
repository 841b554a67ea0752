/** team/users/changetype: switch a user between 0 (user) and 4 (partner). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { partnerKeys } from './query-keys';

export function useChangeUserType() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['team/users/changetype'],
    mutationFn: ({ id, type }: { id: number; type: 0 | 4 }) => api('team/users/changetype', { id, type }),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.users }),
  });
}
