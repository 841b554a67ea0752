/** payments/cancel/subscription: rebill off; the plan runs to its end. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { paymentsKey } from './query-keys';

export const cancelSubscription = () => api('payments/cancel/subscription', {});

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['payments/cancel/subscription'],
    mutationFn: cancelSubscription,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentsKey }),
  });
}
