/** payments/payouts/list: a partner's statements and balance. */
import { useQuery } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { promoKeys } from './query-keys';

export const myPayouts = () => api('payments/payouts/list', {});

export const useMyPayouts = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKeys.payouts, 'mine'],
    queryFn: myPayouts,
    enabled,
    staleTime: CACHE.earningsS * 1000,
  });
