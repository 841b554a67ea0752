/** payments/promo/addcode: create a code; the lists reload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { promoKeys } from './query-keys';

export const addCode = (input: CallInput<'payments/promo/addcode'>) => api('payments/promo/addcode', input);

export function useAddCode() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['payments/promo/addcode'],
    mutationFn: addCode,
    onSuccess: () => client.invalidateQueries({ queryKey: promoKeys.codes }),
  });
}
