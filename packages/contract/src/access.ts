/**
 * User types, features and who may call what (consumer §1, §6; panel §1, §6). No zod here: every
 * page's first bundle reads these lists; their schemas are in entities/user.ts.
 */
export const USER_TYPES = [0, 1, 2, 3, 4, 8] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE = { user: 0, team: 2, blogger: 4, teamOwner: 8 } as const;
export const TEAM_TYPES: readonly UserType[] = [2, 8];
/** Types that land on /panel after sign-in. */
export const PANEL_LANDING_TYPES: readonly UserType[] = [8, 2, 4];

export const FEATURES = ['admin', 'team', 'moderation', 'promo', 'promounmoderated', 'chats', 'news'] as const;
export type Feature = (typeof FEATURES)[number];
export const PANEL_FEATURES: readonly Feature[] = ['admin', 'team', 'moderation', 'promo', 'promounmoderated'];

/**
 * visitor: anyone, credentials optional.
 * user: signed in; when `features` is given the user needs any one of them, when `types` is given
 * the user's type must be one of them.
 */
export type Access = { kind: 'visitor' } | { kind: 'user'; features?: readonly Feature[]; types?: readonly UserType[] };

export const visitor: Access = { kind: 'visitor' };
export const signedIn: Access = { kind: 'user' };
export const withFeatures = (features: readonly Feature[], types?: readonly UserType[]): Access => ({
  kind: 'user',
  features,
  ...(types ? { types } : {}),
});

export interface Principal {
  type: number;
  features: readonly string[];
}

export type AccessVerdict = 'ok' | 'unauthorized' | 'forbidden';

export function checkAccess(access: Access, who: Principal | null): AccessVerdict {
  if (access.kind === 'visitor') return 'ok';
  if (!who) return 'unauthorized';
  if (access.features && !access.features.some((f) => who.features.includes(f))) return 'forbidden';
  if (access.types && !access.types.includes(who.type as UserType)) return 'forbidden';
  return 'ok';
}

export function hasAnyFeature(who: Principal | null | undefined, features: readonly Feature[]): boolean {
  return !!who && features.some((f) => who.features.includes(f));
}
