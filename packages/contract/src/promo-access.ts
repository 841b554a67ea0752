/**
 * Who has which promo code list, and so who may create codes (panel §6, issue 25 point 10). The spec
 * splits the lists by account type: a verified partner (type 4, promo) lists their own codes, a team
 * account (type 2 or 8) with a staff feature lists everyone's; others get no list. A code may be created
 * only by someone whose list then shows it, so an admin of another type never makes a code they cannot
 * see (decision 067). The web's page and the server's check both read these.
 */
import { checkAccess, hasAnyFeature, TEAM_TYPES, USER_TYPE, withFeatures, type Principal } from './access.js';
import { ROLES } from './roles.js';

export const PROMO_LIST_ACCESS = {
  /** payments/promo/list: a verified partner's own codes. */
  partner: withFeatures(ROLES.verifiedPartners, [USER_TYPE.blogger]),
  /** team/promo/list: every code, with its owner. */
  team: withFeatures(ROLES.staff, TEAM_TYPES),
} as const;

export type PromoListSide = keyof typeof PROMO_LIST_ACCESS;

/** The promo code list this account gets, or null for none. */
export function promoListOf(who: Principal | null | undefined): PromoListSide | null {
  if (!who) return null;
  if (checkAccess(PROMO_LIST_ACCESS.partner, who) === 'ok') return 'partner';
  if (checkAccess(PROMO_LIST_ACCESS.team, who) === 'ok') return 'team';
  return null;
}

/** Whether the account may create a code: a creator's feature, and a list the code will show in. */
export const mayCreatePromoCode = (who: Principal | null | undefined): boolean =>
  hasAnyFeature(who, ROLES.promoCodeCreators) && promoListOf(who) !== null;
