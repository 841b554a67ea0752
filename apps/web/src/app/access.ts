/** Route access rules of consumer §2 and panel §2 as pure functions. */
import { fromHex, hasAnyFeature, LOCALES, PANEL_LANDING_TYPES, type Feature, type UserType } from '@tt/contract';
import type { Profile } from './auth';
import { paths } from './paths';

/** After sign-in without a redirect: /panel for types 8, 2, 4; /chats with feature chats; else /chat. */
export function landingFor(profile: Profile): string {
  if (PANEL_LANDING_TYPES.includes(profile.info.type as UserType)) return paths.panel;
  if (profile.features.includes('chats')) return paths.chats;
  return paths.chat;
}

/** The hex-encoded redirect query, only if it names a route of this app. */
export function redirectTarget(search: string): string | null {
  const hex = new URLSearchParams(search).get('redirect');
  const target = hex ? fromHex(hex) : null;
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** consumer §4: an ordinary user must give a supported locale and a birthday. */
export function missingUserData(profile: Profile): ('locale' | 'bday')[] {
  if (profile.info.type !== 0) return [];
  const missing: ('locale' | 'bday')[] = [];
  if (!profile.info.locale || !(LOCALES as readonly string[]).includes(profile.info.locale)) missing.push('locale');
  if (!profile.info.bday) missing.push('bday');
  return missing;
}

export const PANEL_ROUTE_FEATURES: Record<string, readonly Feature[]> = {
  [paths.panel]: ['admin', 'team', 'moderation', 'promo', 'promounmoderated'],
  [paths.panelUsers]: ['admin', 'team', 'moderation'],
  [paths.panelEarnings]: ['promo', 'team'],
  [paths.panelModeration]: ['admin', 'moderation'],
  [paths.panelPartnerInfo]: ['promounmoderated'],
  [paths.panelPayments]: ['admin'],
  [paths.panelPromocodes]: ['admin', 'team', 'moderation', 'promo'],
};

export const canOpen = (profile: Profile | null, features: readonly Feature[]) => hasAnyFeature(profile && { type: profile.info.type, features: profile.features }, features);
