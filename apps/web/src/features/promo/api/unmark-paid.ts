/** team/payouts/unmarkpaid: a statement marked paid by mistake goes back to due (within a day of the mark). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { promoKeys } from './query-keys';

export const unmarkPaid = (id: number) => api('team/payouts/unmarkpaid', { id });

export function useUnmarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['team/payouts/unmarkpaid'],
    mutationFn: unmarkPaid,
    onSuccess: () => client.invalidateQueries({ queryKey: promoKeys.payouts }),
  });
}
