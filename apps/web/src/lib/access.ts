/** Route access rules of consumer §2, §4 and panel §2 as pure functions. */
import {
  fromHex,
  hasAnyFeature,
  isLocale,
  PANEL_LANDING_TYPES,
  ROLES,
  type Feature,
  type UserType,
} from '@tt/contract';
import type { Profile } from './auth';
import { paths } from './paths';

/** After sign-in without a redirect: /panel for types 8, 2 and 4; /chats with feature chats; else /chat. */
export function landingFor(profile: Profile): string {
  if (PANEL_LANDING_TYPES.includes(profile.info.type as UserType)) return paths.panel;
  return outsidePanel(profile);
}

/**
 * Where the panel's Back leads (panel §2 "back to /"): the page "/" opens for users outside the
 * panel, as "/" itself sends types 8, 2 and 4 straight back to /panel (issue 25 point 14).
 */
export function outsidePanel(profile: Profile): string {
  return profile.features.includes('chats') ? paths.chats : paths.chat;
}

/** The hex-encoded redirect query, but only when it names a page of this app (no open redirect). */
export function redirectTarget(search: string): string | null {
  const hex = new URLSearchParams(search).get('redirect');
  const target = hex ? fromHex(hex) : null;
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : null;
}

export type MissingUserData = 'locale' | 'bday';

/**
 * consumer §4: the data of an ordinary user (type 0, "type unset") is incomplete while the locale
 * is not a supported one or the birthday is missing. Staff and partners are never asked.
 */
export function missingUserData(profile: Profile): MissingUserData[] {
  if (profile.info.type !== 0) return [];
  const missing: MissingUserData[] = [];
  if (!isLocale(profile.info.locale)) missing.push('locale');
  if (!profile.info.bday) missing.push('bday');
  return missing;
}

/**
 * The contract's role set that opens each panel route (panel §2, §6); any one feature of it is
 * enough. The route guard and the panel's entries both read this, so an entry shows exactly when
 * its page opens.
 */
export const PANEL_ROUTE_FEATURES = {
  [paths.panel]: ROLES.panel,
  [paths.panelUsers]: ROLES.staff,
  [paths.panelEarnings]: ROLES.earningsReaders,
  [paths.panelModeration]: ROLES.moderators,
  [paths.panelPartnerInfo]: ROLES.unverifiedPartners,
  [paths.panelPayments]: ROLES.payments,
  [paths.panelPromocodes]: ROLES.promoCodeReaders,
  [paths.panelSupport]: ROLES.supportStaff,
} as const satisfies Record<string, readonly Feature[]>;

export type PanelRoute = keyof typeof PANEL_ROUTE_FEATURES;

export const canOpen = (profile: Profile | null, features: readonly Feature[]) =>
  hasAnyFeature(profile && { type: profile.info.type, features: profile.features }, features);
