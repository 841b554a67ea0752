/** admin/payments/refund: refund a payment; `value` in kopecks, 0 = by the period used; a reason and a note. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { auditKey } from '../../../lib/api/audit';
import { paymentsListKey } from './list-payments';

export const refundPayment = (input: CallInput<'admin/payments/refund'>) => api('admin/payments/refund', input);

export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin/payments/refund'],
    mutationFn: refundPayment,
    // refused or made, the row and its history change (a refusal is recorded with the bank's reason)
    onSettled: (_answer, _error, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentsListKey }),
        client.invalidateQueries({ queryKey: auditKey(`payment:${id}`) }),
      ]),
  });
}
