/**
 * Sharing a promo code and its numbers (issue 34 point 1): a referral link's visit (counted, nothing
 * about the visitor kept), a partner pausing and resuming their own code, and each code's figures by
 * month and over its lifetime, for the partner and for the team.
 */
import { z } from '../zod.js';
import { TEAM_TYPES, visitor, withFeatures } from '../access.js';
import { defineCall } from '../define.js';
import { PromoCode, PROMO_STATUSES } from '../entities/panel.js';
import { id, text } from '../entities/common.js';
import { PROMO_LIST_ACCESS } from '../promo-access.js';
import { ROLES } from '../roles.js';

/** A calendar month, YYYY-MM (UTC). */
export const YearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.invalid' });

/** What a code brought, in a month or over its lifetime; money in minor units of `currency`. */
export const CodeFigures = z.object({
  visits: z.number().int(),
  signups: z.number().int(),
  purchases: z.number().int(),
  revenue: z.number().int(),
  refunds: z.number().int(),
  reward: z.number().int(),
});
export type CodeFigures = z.infer<typeof CodeFigures>;

export const CodeNumbers = z.object({
  month: YearMonth,
  currency: z.string(),
  codes: z.array(
    z.object({ id, code: z.string(), status: z.enum(PROMO_STATUSES), month: CodeFigures, lifetime: CodeFigures }),
  ),
});
export type CodeNumbers = z.infer<typeof CodeNumbers>;

export const referralCalls = {
  'promo/referral/visit': defineCall({
    path: 'promo/referral/visit',
    access: visitor,
    rateLimited: true,
    input: z.object({ code: text(40) }),
    output: z.object({ code: z.string(), planid: id, discount: z.number(), status: z.enum(PROMO_STATUSES) }),
    summary: 'A referral link was opened: counts the visit (no data of the visitor) and tells the code (404 unknown)',
  }),
  'payments/promo/pause': defineCall({
    path: 'payments/promo/pause',
    access: PROMO_LIST_ACCESS.partner,
    input: z.object({ id, paused: z.boolean() }),
    output: PromoCode,
    summary: 'A partner pauses or resumes their own code (checkout refuses a paused code)',
  }),
  'payments/promo/numbers': defineCall({
    path: 'payments/promo/numbers',
    access: PROMO_LIST_ACCESS.partner,
    input: z.object({ month: YearMonth }),
    output: CodeNumbers,
    summary: "A partner's codes: visits, sign-ups, purchases, revenue, refunds and reward, in a month and lifetime",
  }),
  'team/promo/numbers': defineCall({
    path: 'team/promo/numbers',
    access: withFeatures(ROLES.team, TEAM_TYPES),
    input: z.object({ owner: id, month: YearMonth }),
    output: CodeNumbers,
    summary: "One partner's codes and their figures, in a month and lifetime (team)",
  }),
} as const;
