/** partner/info/update: save my partner information (a verified partner confirms, and verification restarts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { partnerKeys } from './query-keys';

export function useUpdatePartnerInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['partner/info/update'],
    mutationFn: (input: CallInput<'partner/info/update'>) => api('partner/info/update', input),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.own }),
  });
}
