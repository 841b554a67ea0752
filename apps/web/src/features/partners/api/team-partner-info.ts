/** team/partner/info: the team's view of a partner's information. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { partnerKeys } from './query-keys';

export const useTeamPartnerInfo = (userid: number) =>
  useQuery({ queryKey: partnerKeys.ofPartner(userid), queryFn: () => api('team/partner/info', { userid }) });
