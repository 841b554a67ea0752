/** explore/history/clear: the whole history, or one type of it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { historyKey } from './history';

export const clearHistory = (type?: string) => api('explore/history/clear', type ? { type } : {});

/** `onDone`/`onError`: the page's toasts, said once the list is asked again. */
export function useClearHistory({ onDone, onError }: { onDone(): void; onError(err: Error): void }) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['explore/history/clear'],
    mutationFn: clearHistory,
    onSuccess: () => {
      onDone();
      return client.invalidateQueries({ queryKey: historyKey });
    },
    onError,
  });
}
