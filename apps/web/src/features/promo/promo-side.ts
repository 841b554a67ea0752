/** Partners (type 4) use the payments endpoints; team types 2 and 8 the team ones (panel §6). */
export type PromoSide = 'partner' | 'team';
export const promoSideOf = (type: number | undefined): PromoSide | null =>
  type === 4 ? 'partner' : type === 2 || type === 8 ? 'team' : null;
