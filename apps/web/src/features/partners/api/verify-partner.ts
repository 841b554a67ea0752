/** team/partner/verify and team/partner/unverify: the team's decision on a partner; unverifying says why. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { partnerKeys } from './query-keys';

export type PartnerDecision = { verified: true } | { verified: false; reason: string };

export function useVerifyPartner(userid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['team/partner/verify', userid],
    mutationFn: (decision: PartnerDecision) =>
      decision.verified
        ? api('team/partner/verify', { userid })
        : api('team/partner/unverify', { userid, reason: decision.reason }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: partnerKeys.ofPartner(userid) });
      void client.invalidateQueries({ queryKey: partnerKeys.users });
    },
  });
}
