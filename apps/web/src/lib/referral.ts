/**
 * The promo code of the referral link a visitor came by (issue 34 point 1): `/?ref=CODE` is read once at
 * start, kept on the device for REFERRAL_KEEP_DAYS (through sign-up and until checkout), counted on the
 * server as a visit, and taken off the address so a reload does not count it again. Sign-up sends it with
 * the new account; the payment dialog fills it in for the code's plan.
 */
import { REFERRAL_KEEP_DAYS, REFERRAL_PARAM } from '@tt/contract';
import { readLocal, writeLocal } from './storage';

const KEY = 'tt.referral';
const DAY_MS = 86_400_000;

export interface Referral {
  code: string;
  /** The code's plan, once the server has told it. */
  planid?: number;
  /** When the link was opened (ms). */
  at: number;
}

export function readReferral(now = Date.now()): Referral | null {
  try {
    const kept = JSON.parse(readLocal(KEY) ?? 'null') as Referral | null;
    if (!kept || typeof kept.code !== 'string' || now - kept.at > REFERRAL_KEEP_DAYS * DAY_MS) return null;
    return kept;
  } catch {
    return null;
  }
}

export const keepReferral = (referral: Referral | null) =>
  writeLocal(KEY, referral === null ? null : JSON.stringify(referral));

/** The code of a referral link in this address (Latin letters only, as codes are), or null. */
export function referralInAddress(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim() ?? '';
  return /^[A-Za-z]{1,40}$/.test(code) ? code.toUpperCase() : null;
}

/** The link that opens the site with `code` remembered for checkout. */
export const referralLink = (code: string, origin = window.location.origin) =>
  `${origin}/?${REFERRAL_PARAM}=${encodeURIComponent(code)}`;

/**
 * Takes a referral link's code off the address (so a reload or a shared address does not carry it on) and
 * keeps it on the device; null when the address has none. Read before the router's first redirect can drop it.
 */
export function takeReferralFromAddress(): string | null {
  const code = referralInAddress(window.location.search);
  if (!code) return null;
  keepReferral({ code, at: Date.now() });
  const url = new URL(window.location.href);
  url.searchParams.delete(REFERRAL_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return code;
}
