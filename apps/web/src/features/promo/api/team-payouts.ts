/** team/payouts/list: every partner's statements of a month (up to 100 a page). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { promoKeys } from './query-keys';

export const teamPayouts = (month: string) => api('team/payouts/list', { month, pageSize: 100 });

export const useTeamPayouts = (month: string, enabled: boolean) =>
  useQuery({ queryKey: [...promoKeys.payouts, 'team', month], queryFn: () => teamPayouts(month), enabled });
