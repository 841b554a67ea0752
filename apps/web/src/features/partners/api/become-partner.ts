/** user/typechange: an ordinary user becomes a partner (type 4); other types are refused by the server. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const useBecomePartner = () =>
  useMutation({ mutationKey: ['user/typechange'], mutationFn: () => api('user/typechange', { type: 4 }) });
