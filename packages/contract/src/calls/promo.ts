/**
 * Payouts of the partner programme (issue 13, beyond the spec; decision 021): monthly statements of
 * what became payable, the partner's balance, and the team's marking paid and CSV export.
 */
import { z } from '../zod.js';
import { signedIn, TEAM_TYPES, USER_TYPE, withFeatures } from '../access.js';
import { ROLES } from '../roles.js';
import { defineCall } from '../define.js';
import { id, isoDate, listOf, ok, text } from '../entities/common.js';

export const PAYOUT_STATUSES = ['due', 'rolledover', 'paid'] as const;
export const PAYOUT_LINE_KINDS = ['earning', 'reversal', 'carried'] as const;

/** A line of a statement, in minor units: an earning that became payable, a reversal (negative), or a carry. */
export const PayoutLine = z.object({
  kind: z.enum(PAYOUT_LINE_KINDS),
  amount: z.number().int(),
  code: z.string().nullable(),
  /** The earning's payment date for earning and reversal lines; the carried statement's month otherwise. */
  date: isoDate.nullable(),
});
export const PayoutStatement = z.object({
  id,
  owner: id,
  ownerEmail: z.string().nullable(),
  /** The month (YYYY-MM) on whose first day the statement was made. */
  month: z.string(),
  currency: z.string(),
  total: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  paidAt: isoDate.nullable(),
  lines: z.array(PayoutLine),
});
export type PayoutStatement = z.infer<typeof PayoutStatement>;

/** What a partner is owed, in minor units: earnings not yet on a statement, statements due, paid so far. */
export const PayoutBalance = z.object({
  currency: z.string(),
  pending: z.number().int(),
  rolledOver: z.number().int(),
  due: z.number().int(),
  paid: z.number().int(),
  /** The monthly minimum below which a statement rolls over (app/info's promo reward minimum). */
  minimum: z.number().int(),
  holdDays: z.number().int(),
});

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.invalid' });
const team = withFeatures(ROLES.team, TEAM_TYPES);

/** What a partner is told of (issue 25 point 6): only the per-sale (earning) notices can be muted. */
export const PartnerNoticeSettings = z.object({ sales: z.boolean() });

export const promoCalls = {
  'payments/promo/notices': defineCall({
    path: 'payments/promo/notices',
    access: withFeatures(ROLES.verifiedPartners, [USER_TYPE.blogger]),
    input: z.object({}),
    output: PartnerNoticeSettings,
    summary: "A partner's notice settings (issue 25 point 6: mute the per-sale notices)",
  }),
  'payments/promo/notices/update': defineCall({
    path: 'payments/promo/notices/update',
    access: withFeatures(ROLES.verifiedPartners, [USER_TYPE.blogger]),
    input: PartnerNoticeSettings,
    output: PartnerNoticeSettings,
    summary: "Change a partner's notice settings",
  }),
  'payments/payouts/list': defineCall({
    path: 'payments/payouts/list',
    // an unverified or former partner still sees what they are owed (decision 086); others have nothing
    access: signedIn,
    input: z.object({}),
    output: z.object({ statements: z.array(PayoutStatement), balance: PayoutBalance }),
    summary: "A partner's payout statements (newest first) and balance (not in the spec: payouts)",
  }),
  'team/payouts/list': defineCall({
    path: 'team/payouts/list',
    access: team,
    input: z.object({
      pageNumber: z.number().int().min(0).max(100_000).default(0),
      pageSize: z.number().int().min(1).max(100).default(20),
      month: yearMonth.optional(),
      status: z.enum(PAYOUT_STATUSES).optional(),
    }),
    output: listOf(PayoutStatement),
    summary: 'Payout statements of every partner, newest first (not in the spec: payouts)',
  }),
  'team/payouts/markpaid': defineCall({
    path: 'team/payouts/markpaid',
    access: team,
    input: z.object({
      id,
      reference: text(200).refine((v) => v.trim().length > 0, { message: 'validation.required' }),
    }),
    output: ok,
    summary: 'Mark a due statement paid with the transfer reference (not in the spec: payouts)',
  }),
  'team/payouts/unmarkpaid': defineCall({
    path: 'team/payouts/unmarkpaid',
    access: team,
    input: z.object({ id }),
    output: ok,
    summary:
      'Undo marking a statement paid: back to due, within PAYOUTS.undoPaidMs of the mark (409 after; issue 34 point 3)',
  }),
  'team/payouts/export': defineCall({
    path: 'team/payouts/export',
    access: team,
    input: z.object({ month: yearMonth }),
    output: z.object({ filename: z.string(), csv: z.string() }),
    summary: "A month's statements as CSV (not in the spec: payouts)",
  }),
} as const;
