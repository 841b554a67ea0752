/** team/partner/verify and team/partner/unverify: the team's decision on a partner. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { partnerKeys } from './query-keys';

export function useVerifyPartner(userid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['team/partner/verify', userid],
    mutationFn: (verified: boolean) => api(verified ? 'team/partner/verify' : 'team/partner/unverify', { userid }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: partnerKeys.ofPartner(userid) });
      void client.invalidateQueries({ queryKey: partnerKeys.users });
    },
  });
}
