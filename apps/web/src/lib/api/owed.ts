/**
 * payments/payouts/list for anyone signed in: what a partner earned, shown with its status where the earnings
 * page is closed to them (unverified, or no longer a partner: decision 086).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export const useOwed = (enabled: boolean) =>
  useQuery({ queryKey: ['payouts', 'owed'], queryFn: () => api('payments/payouts/list', {}), enabled });
