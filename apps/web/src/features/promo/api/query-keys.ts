/** Query keys of the partner programme's pages: codes, earnings, payouts. */
export const promoKeys = {
  codes: ['promo', 'codes'] as const,
  usage: ['promo', 'usage'] as const,
  payouts: ['promo', 'payouts'] as const,
};
