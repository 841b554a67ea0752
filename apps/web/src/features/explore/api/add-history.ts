/** explore/history/add: one item on top of the history (type, key and data required). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { historyKey } from './history';

export const addHistory = (item: CallInput<'explore/history/add'>) => api('explore/history/add', item);

export function useAddHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['explore/history/add'],
    mutationFn: addHistory,
    onSuccess: () => void client.invalidateQueries({ queryKey: historyKey }),
  });
}
