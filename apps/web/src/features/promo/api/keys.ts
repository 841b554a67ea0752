/** Query keys of the partner programme's pages: codes, earnings, payouts. */
export const promoKeys = {
  codes: ['promo', 'codes'] as const,
  usage: ['promo', 'usage'] as const,
  payouts: ['promo', 'payouts'] as const,
};

/** Partners (type 4) use the payments endpoints; team types 2 and 8 the team ones (panel §6). */
export type PromoSide = 'partner' | 'team';
export const promoSideOf = (type: number | undefined): PromoSide | null =>
  type === 4 ? 'partner' : type === 2 || type === 8 ? 'team' : null;
