/** admin/payments/refund: refund a payment; `value` in kopecks, 0 = by the period used. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { auditKey } from '../../../lib/api/audit';
import { paymentsListKey } from './list-payments';

export const refundPayment = ({ id, value }: { id: number; value: number }) =>
  api('admin/payments/refund', { id, value });

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
