/**
 * What a partner's saved data is, and when two saves are the same data (decision 050): the server keeps
 * only the fields that carry something, bank details only for Russia; the web app asks nothing and sends
 * nothing when the form holds exactly that.
 */
import { needsBankDetails, type PartnerInfoFormValues, type PartnerPaymentInfo } from './validation.js';

type Fields = { info: Partial<PartnerInfoFormValues['info']>; paymentinfo: PartnerPaymentInfo };
export type StoredPartnerData = { info: Record<string, string>; paymentinfo: Record<string, string> };

const clean = (o: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(o)
      .filter((e): e is [string, string] => !!e[1]?.trim())
      .sort(([x], [y]) => (x < y ? -1 : 1)),
  );

/** The parsed form as it is stored: empty fields dropped, bank details only for Russia (panel §5). */
export function storedPartnerData({ info, paymentinfo }: Fields): StoredPartnerData {
  return { info: clean(info), paymentinfo: needsBankDetails(info.country) ? clean(paymentinfo) : {} };
}

/** Whether the parsed form holds the data already stored (field order and empty fields aside). */
export function samePartnerData(next: Fields, saved: { info: object; paymentinfo: object }): boolean {
  const a = storedPartnerData(next);
  const b = storedPartnerData(saved as Fields);
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The payout (bank and tax) details: a change of these by the team sends a verified partner to a recheck. */
export const PAYOUT_DETAIL_FIELDS = ['status', 'inn', 'ogrn', 'bankname', 'bic', 'account', 'corr'] as const;

/** The stored fields that differ between two saves, each with its value before and after (absent: empty). */
export function partnerDataChanges(
  before: { info: object; paymentinfo: object } | null,
  after: StoredPartnerData,
): { field: string; from: string | null; to: string | null }[] {
  const old = before ? storedPartnerData(before as Fields) : { info: {}, paymentinfo: {} };
  const was: Record<string, string> = { ...old.info, ...old.paymentinfo };
  const now: Record<string, string> = { ...after.info, ...after.paymentinfo };
  return Array.from(new Set([...Object.keys(was), ...Object.keys(now)]))
    .filter((field) => was[field] !== now[field])
    .map((field) => ({ field, from: was[field] ?? null, to: now[field] ?? null }));
}
