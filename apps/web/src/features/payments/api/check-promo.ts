/** payments/checkpromo: is this code valid for the plan, and what discount (percent) does it give. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const checkPromo = ({ code, planid }: { code: string; planid: number }) =>
  api('payments/checkpromo', { code, planid });

export const useCheckPromo = () => useMutation({ mutationKey: ['payments/checkpromo'], mutationFn: checkPromo });
