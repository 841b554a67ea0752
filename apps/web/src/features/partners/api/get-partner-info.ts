/** partner/info/get: my partner information; status "empty" means nothing is saved yet (not an error). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { partnerKeys } from './query-keys';

/** `version` changes when the features do (verification), so the page reloads what the team decided. */
export const usePartnerInfo = (version: string) =>
  useQuery({ queryKey: [...partnerKeys.own, version], queryFn: () => api('partner/info/get', {}) });
