/** payments/identity: the identity string for a plan and period (its part before ":" is the customer key). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CallOptions } from '../../../lib/api/client';
import { paymentsKey } from './query-keys';

export const getIdentity = (planid: number, period: number, options?: CallOptions) =>
  api('payments/identity', { planid, period }, options);

export const identityQuery = (planid: number, period: number) =>
  queryOptions({
    queryKey: [...paymentsKey, 'identity', planid, period],
    queryFn: ({ signal }) => getIdentity(planid, period, { signal }),
    // asked again each time a period is chosen (consumer §4 Payment)
    staleTime: 0,
  });

export const useIdentity = (planid: number, period: number) => useQuery(identityQuery(planid, period));
