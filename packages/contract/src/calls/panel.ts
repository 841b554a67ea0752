/** panel §7: every call of the partner and staff side. */
import { z } from '../zod.js';
import { withFeatures, TEAM_TYPES, USER_TYPE } from '../access.js';
import { ROLES } from '../roles.js';
import { PROMO_LIST_ACCESS } from '../promo-access.js';
import { defineCall } from '../define.js';
import { id, listOf, ListRequest, ok, text, uid } from '../entities/common.js';
import { UserRow, UserTypeSchema } from '../entities/user.js';
import { Story, STORY_VOICES } from '../entities/story.js';
import { SupportChatRow } from '../entities/chat.js';
import { WriteFeedStoryRequest } from '../entities/written-story.js';
import {
  Earning,
  MODERATION_STATUSES,
  ModerationTask,
  ModerationTaskRow,
  Payment,
  PaymentListRequest,
  PaymentTotals,
  PromoCode,
  REFUND_REASONS,
} from '../entities/panel.js';
import {
  PartnerContactInfo,
  PartnerInfoForm,
  PartnerPaymentInfo,
  PromoCodeForm,
  TeamPartnerInfoForm,
} from '../validation.js';

/**
 * Where a partner's verification stands: nothing saved yet, waiting for the team (up to two days), verified,
 * rechecking: a verified partner's data changed and the team checks it again while their codes and
 * earnings stay open (decision 050), or refused: the team unverified them with a reason, until they save
 * their data again (decision 086).
 */
export const PARTNER_STATUSES = ['empty', 'verifying', 'rechecking', 'verified', 'refused'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const PartnerInfo = z.object({
  userid: id,
  /** The partner's e-mail and type, for the team's view. */
  email: z.string().nullable(),
  type: z.number().int(),
  info: PartnerContactInfo.partial(),
  paymentinfo: PartnerPaymentInfo,
  /** "empty" is not an error (panel §8): nothing is saved yet. */
  status: z.enum(PARTNER_STATUSES),
  veriefied: z.boolean(),
  updatedAt: z.string().nullable(),
  /** Why the team unverified the partner, while it stands (decision 086). */
  refusal: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** The team's last edit of the data: which fields, and whether it sent a verified partner to a recheck. */
  teamChange: z.object({ at: z.string(), fields: z.array(z.string()), recheck: z.boolean() }).nullable(),
});

const month = z.object({ start: z.iso.date(), end: z.iso.date() });
const admin = withFeatures(ROLES.payments);
const moderators = withFeatures(ROLES.moderators);
const team = withFeatures(ROLES.team);

export const panelCalls = {
  'admin/payments/list': defineCall({
    path: 'admin/payments/list',
    access: admin,
    input: PaymentListRequest,
    output: listOf(Payment).extend({ totals: PaymentTotals }),
    summary: 'Payments, paged, filtered by state and days, with the filtered totals',
  }),
  'admin/payments/refund': defineCall({
    path: 'admin/payments/refund',
    access: admin,
    /** Several partial refunds may follow one another up to the amount paid; each needs a reason (decision 087). */
    input: z.object({
      id,
      value: z.number().int().min(0),
      reason: z.enum(REFUND_REASONS, { message: 'validation.refundReason' }),
      note: text(500).optional(),
    }),
    output: ok,
    summary: 'Refund (value in minor units, 0 = by period used) with a reason and an optional note',
  }),
  'admin/payments/export': defineCall({
    path: 'admin/payments/export',
    access: admin,
    input: PaymentListRequest.omit({ pageNumber: true, pageSize: true, includeCount: true }),
    output: z.object({ filename: z.string(), csv: z.string() }),
    summary: 'The filtered payments list as CSV (decision 087)',
  }),
  'team/users/list': defineCall({
    path: 'team/users/list',
    access: withFeatures(ROLES.staff),
    /** fieldsFilter.awaitingVerification: only partners whose saved data waits for the team (issue 25 point 11). */
    input: ListRequest.extend({
      fieldsFilter: ListRequest.shape.fieldsFilter
        .unwrap()
        .extend({ awaitingVerification: z.boolean().optional() })
        .optional(),
    }),
    output: listOf(UserRow),
    summary: 'Users, paged',
  }),
  'team/users/changetype': defineCall({
    path: 'team/users/changetype',
    access: team,
    input: z.object({ id, type: UserTypeSchema }),
    output: ok,
    summary: "Change a user's type (0 or 4)",
  }),
  'admin/moderation/list': defineCall({
    path: 'admin/moderation/list',
    access: moderators,
    /** fieldsFilter.status: only the tasks in that status (issue 25 point 11). */
    input: ListRequest.extend({
      fieldsFilter: z.object({ status: z.enum(MODERATION_STATUSES).optional() }).optional(),
    }),
    output: z.object({
      records: z.array(ModerationTaskRow),
      /** With a search, exact up to LISTS.searchCountAhead matches past the page asked for; a larger result reports that bound. */
      count: z.number().int(),
    }),
    summary: 'Story tasks, paged',
  }),
  'admin/moderation/data': defineCall({
    path: 'admin/moderation/data',
    access: moderators,
    input: z.object({ uid }),
    output: z.object({ task: ModerationTask, story: Story.nullable() }),
    summary: 'A task and its draft story',
  }),
  'admin/moderation/redo': defineCall({
    path: 'admin/moderation/redo',
    access: moderators,
    input: z.object({ uid, now: z.boolean().default(true), from: z.string().min(1).max(40) }),
    output: ok,
    summary: 'Remake from a workflow step',
  }),
  'admin/moderation/result': defineCall({
    path: 'admin/moderation/result',
    access: moderators,
    input: z.object({ uid, status: z.enum(['approve', 'reject']) }),
    output: ok,
    summary: 'Approve (publish) or reject',
  }),
  'admin/moderation/story/write': defineCall({
    path: 'admin/moderation/story/write',
    access: moderators,
    input: WriteFeedStoryRequest,
    output: ok,
    summary:
      "A moderator writes a feed draft's story (decision 085): 422 names each scene's refused sentence and why; the studio then draws, voices and scores it and it waits for moderation",
  }),
  'admin/moderation/story/suggested': defineCall({
    path: 'admin/moderation/story/suggested',
    access: moderators,
    input: z.object({ uid }),
    output: ok,
    summary:
      "Tell a feed draft's suggested bundled item instead: the studio makes it a story that waits for moderation",
  }),
  'admin/moderation/voice/restore': defineCall({
    path: 'admin/moderation/voice/restore',
    access: moderators,
    input: z.object({ uid, version: z.number().int().min(0) }),
    output: z.object({ voice: z.enum(STORY_VOICES), version: z.number().int() }),
    summary: "Back to the studio narrator's voice (a person's recording is kept in the media store)",
  }),
  'payments/promo/list': defineCall({
    path: 'payments/promo/list',
    access: PROMO_LIST_ACCESS.partner,
    input: ListRequest,
    output: listOf(PromoCode),
    summary: "A partner's promo codes",
  }),
  'team/promo/list': defineCall({
    path: 'team/promo/list',
    access: PROMO_LIST_ACCESS.team,
    input: ListRequest,
    output: listOf(PromoCode),
    summary: 'All promo codes (team)',
  }),
  'payments/promo/addcode': defineCall({
    path: 'payments/promo/addcode',
    // and, on the server, a list the code will show in (mayCreatePromoCode, decision 067)
    access: withFeatures(ROLES.promoCodeCreators),
    input: PromoCodeForm,
    output: PromoCode,
    summary: 'Create a promo code',
  }),
  'payments/promo/codeusage': defineCall({
    path: 'payments/promo/codeusage',
    access: withFeatures(ROLES.verifiedPartners, [USER_TYPE.blogger]),
    input: month,
    output: z.array(Earning),
    summary: "A partner's earnings in a month",
  }),
  'team/promo/codeusage': defineCall({
    path: 'team/promo/codeusage',
    access: withFeatures(ROLES.team, TEAM_TYPES),
    input: month,
    output: z.array(Earning),
    summary: 'Earnings of all partners in a month',
  }),
  'partner/info/get': defineCall({
    path: 'partner/info/get',
    access: withFeatures(ROLES.partners),
    input: z.object({}),
    output: PartnerInfo,
    summary: 'My partner info',
  }),
  'partner/info/update': defineCall({
    path: 'partner/info/update',
    access: withFeatures(ROLES.partners),
    input: PartnerInfoForm,
    output: PartnerInfo,
    summary: 'Save my partner info (restarts verification)',
  }),
  'team/support/chats': defineCall({
    path: 'team/support/chats',
    access: withFeatures(ROLES.supportStaff),
    input: ListRequest,
    output: listOf(SupportChatRow),
    summary: 'Support chats, newest event first, with unread counts for the caller (not in the spec: the staff inbox)',
  }),
  'team/partner/verify': defineCall({
    path: 'team/partner/verify',
    access: team,
    input: z.object({ userid: id }),
    output: ok,
    summary: 'Verify a partner',
  }),
  'team/partner/unverify': defineCall({
    path: 'team/partner/unverify',
    access: team,
    input: z.object({
      userid: id,
      /** Told to the partner with what to do; required (decision 086). */
      reason: text(500).refine((v) => v.trim().length > 0, { message: 'validation.required' }),
    }),
    output: ok,
    summary: 'Unverify a partner, saying why (the partner is told the reason)',
  }),
  'team/audit/list': defineCall({
    path: 'team/audit/list',
    access: withFeatures(ROLES.staff),
    /**
     * `user:<id>` (type changes, verification), `task:<uid>` (reject, remake), `payment:<id>` (refunds) or
     * `statement:<id>` (payout statements marked paid).
     */
    input: z.object({
      subject: z
        .string()
        .regex(/^((user|task):[A-Za-z0-9_-]{1,64}|(payment|statement):\d{1,12})$/, { message: 'validation.invalid' }),
    }),
    output: z.object({
      data: z.array(
        z.object({
          id: z.number().int(),
          action: z.string(),
          /** The staff member's e-mail; null once the account is gone. */
          actor: z.string().nullable(),
          before: z.record(z.string(), z.unknown()),
          after: z.record(z.string(), z.unknown()),
          date: z.string(),
        }),
      ),
    }),
    summary:
      "The staff's audit log of a user, a story task, a payment or a payout statement, newest first (issue 25 point 9)",
  }),
  'team/partner/info': defineCall({
    path: 'team/partner/info',
    access: team,
    input: z.object({ userid: id }),
    output: PartnerInfo,
    summary: "A partner's info",
  }),
  'team/partner/info/update': defineCall({
    path: 'team/partner/info/update',
    access: team,
    input: TeamPartnerInfoForm,
    output: PartnerInfo,
    summary: "Edit a partner's info",
  }),
} as const;
