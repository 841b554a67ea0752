/** team/partner/info/update: the team edits a partner's information (verification stays as it was). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { partnerKeys } from './query-keys';

export function useTeamUpdatePartnerInfo(userid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['team/partner/info/update', userid],
    mutationFn: (input: CallInput<'team/partner/info/update'>) => api('team/partner/info/update', input),
    onSuccess: (answer) => client.setQueryData(partnerKeys.ofPartner(userid), answer),
  });
}
