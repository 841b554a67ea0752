/** promo/referral/visit: a referral link was opened (issue 34); the server counts it and tells the code's plan. */
import { useMutation } from '@tanstack/react-query';
import { api } from './client';

const recordReferralVisit = (code: string) => api('promo/referral/visit', { code });

/** Counts a referral link's visit once; the caller shows what the code gives (or forgets an unknown one). */
export function useReferralVisit() {
  return useMutation({ mutationFn: recordReferralVisit });
}
