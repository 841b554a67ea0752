/** promo/referral/visit: a referral link was opened (issue 34); the server counts it and tells the code's plan. */
import { api } from './client';

export const recordReferralVisit = (code: string) => api('promo/referral/visit', { code });
