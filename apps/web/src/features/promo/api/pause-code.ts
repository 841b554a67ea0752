/** payments/promo/pause (issue 34): a partner pauses or resumes their own code; the lists and numbers reload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { codeNumbersKey } from '../../../lib/api/code-numbers';
import { promoKeys } from './query-keys';

export function usePauseCode() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['payments/promo/pause'],
    mutationFn: (input: { id: number; paused: boolean }) => api('payments/promo/pause', input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: promoKeys.codes });
      await client.invalidateQueries({ queryKey: codeNumbersKey });
    },
  });
}
