/** payments/promo/notices(/update): whether a partner is told of each sale (issue 25 point 6). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { promoKeys } from './query-keys';

const key = [...promoKeys.payouts, 'notices'] as const;

export const useSaleNotices = () => useQuery({ queryKey: key, queryFn: () => api('payments/promo/notices', {}) });

export function useSetSaleNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['payments/promo/notices/update'],
    mutationFn: (sales: boolean) => api('payments/promo/notices/update', { sales }),
    onSuccess: (settings) => client.setQueryData(key, settings),
  });
}
