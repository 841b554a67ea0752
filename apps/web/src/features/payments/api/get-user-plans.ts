/** payments/userplans: the user's plans (active, demo, rebill, end) and licence. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CallOptions } from '../../../lib/api/client';
import { paymentsKey } from './query-keys';

export const getUserPlans = (options?: CallOptions) => api('payments/userplans', {}, options);

export const userPlansQuery = queryOptions({
  queryKey: [...paymentsKey, 'userplans'],
  queryFn: ({ signal }) => getUserPlans({ signal }),
});

export const useUserPlans = () => useQuery(userPlansQuery);
