/** team/payouts/markpaid: a due statement becomes paid with the transfer reference. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { promoKeys } from './query-keys';

export const markPaid = ({ id, reference }: { id: number; reference: string }) =>
  api('team/payouts/markpaid', { id, reference });

export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['team/payouts/markpaid'],
    mutationFn: markPaid,
    onSuccess: () => client.invalidateQueries({ queryKey: promoKeys.payouts }),
  });
}
