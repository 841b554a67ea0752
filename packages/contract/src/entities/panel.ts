import { z } from '../zod.js';
import { id, isoDate, ListRequest, text, uid } from './common.js';
import { PaymentState } from './plan.js';

/** Why a refund is made (Stripe's reasons and ours); the admin picks one, a note may say more. */
export const REFUND_REASONS = ['requestedByCustomer', 'duplicate', 'fraudulent', 'serviceProblem', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** panel §3 Payment. value in minor units; cancelled 0 normal, 1 pending, 2 cancelled. */
export const Payment = z.object({
  id,
  value: z.number().int(),
  currency: z.string(),
  userid: id,
  date: isoDate,
  valid: z.boolean(),
  cancelled: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  info: z.string(),
  /** Additions (decision 016): the order id at the bank, kopecks refunded so far, the plan and period. */
  orderid: z.string(),
  refunded: z.number().int(),
  planid: id.nullable(),
  period: z.number().int().nullable(),
  /**
   * Issue 25 point 8: the buyer's e-mail, what the bank's status means (`paymentState`), the code and the
   * plan's name; `refundable` is the server's own rule for offering Refund (a confirmed payment with
   * nothing refunded or in progress).
   */
  email: z.string().nullable(),
  state: PaymentState,
  promoCode: z.string().nullable(),
  planName: z.string().nullable(),
  refundable: z.boolean(),
  /** The e-mail of the partner whose code the payment used, for the row's link to them (point 8). */
  partnerEmail: z.string().nullable(),
  /** The refunds made, oldest first, each with its reason and note (issue 34 point 4, decision 087). */
  refunds: z.array(
    z.object({
      amount: z.number().int(),
      at: isoDate,
      reason: z.enum(REFUND_REASONS).nullable(),
      note: z.string().nullable(),
    }),
  ),
});

/**
 * The payments list's filters (issue 25 point 8, issue 34 point 4): a state, a range of days (UTC, both
 * ends included), a promo code (exact, any case), a partner (by e-mail, exact, any case) and a customer
 * (a user id: all of a parent's payments).
 */
export const PaymentListRequest = ListRequest.extend({
  state: PaymentState.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  code: text(40).optional(),
  partner: text(200).optional(),
  customer: id.optional(),
});
export type PaymentListRequest = z.infer<typeof PaymentListRequest>;
/** The filtered list's totals, in kopecks: paid (confirmed or refunded later) and refunded. */
export const PaymentTotals = z.object({ count: z.number().int(), paid: z.number().int(), refunded: z.number().int() });

/** paused: within its dates but refused at checkout (switched off, or its owner is not verified: decision 024). */
export const PROMO_STATUSES = ['notstarted', 'active', 'paused', 'end'] as const;
export const PromoCode = z.object({
  id,
  code: z.string(),
  owner: id,
  planid: id,
  start: isoDate,
  end: isoDate,
  feature: z.string(),
  discount: z.number(),
  reward: z.number().nullable(),
  duration: z.enum(['1w', '1m', '1y']),
  status: z.enum(PROMO_STATUSES),
  active: z.boolean(),
  /** The owner paused it (issue 34): checkout refuses it until they resume it. */
  switchedOff: z.boolean().optional(),
  /** The owner's e-mail, in the team's list (decision 021). */
  ownerEmail: z.string().nullable().optional(),
});

/**
 * panel §3 Earning (decision 021): `reward` is what remains in minor units after refunds; `cancelled`
 * 0 kept, 1 partly reversed by a partial refund, 2 wholly reversed. `ownerEmail` in the team's view.
 */
export const Earning = z.object({
  reward: z.number().int(),
  currency: z.string(),
  cancelled: z.number().int(),
  userid: id,
  date: isoDate,
  owner: id,
  code: z.string(),
  ownerEmail: z.string().nullable().optional(),
});

export const MODERATION_STATUSES = ['waiting', 'processing', 'moderation', 'approve', 'reject', 'error'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
/** feedDraft: a feed item waiting for a writer (no writer endpoint), told to a moderator, never published as is. */
export const PURPOSE_TYPES = ['tidingsStory', 'testText', 'partnershipStory', 'aboutStory', 'feedDraft'] as const;
export const TaskPurpose = z.object({
  type: z.enum(PURPOSE_TYPES),
  locale: z.string().max(8).optional(),
  ageCluster: z.string().max(10).optional(),
  users: z.array(id).max(1000).optional(),
  /**
   * A feed draft made a story (decision 085): `written` by a moderator in the panel, or `suggested`, the
   * bundled item nearest in subject told instead.
   */
  feedStory: z.enum(['written', 'suggested']).optional(),
});
export const WorkflowStep = z.object({ teamid: text(40) });
export const ModerationTask = z.object({
  uid,
  status: z.enum(MODERATION_STATUSES),
  date: isoDate,
  workflow: z.array(WorkflowStep),
  purpose: TaskPurpose,
  results: z.object({
    completed: z.array(z.string()),
    error: z.string().nullable().optional(),
    outputs: z.record(z.string(), z.unknown()).optional(),
    progress: z.record(z.string(), z.number()).optional(),
  }),
  storyUid: uid.nullable().optional(),
});
/**
 * A task as the moderation list shows it (panel §2 task card): what the card needs, without the
 * results' outputs and progress or the requesters, which admin/moderation/data gives for one task.
 */
export const ModerationTaskRow = ModerationTask.extend({
  purpose: TaskPurpose.omit({ users: true }),
  /** The story's title once the writer has one (issue 25 point 11: each card names its story). */
  title: z.string().nullable().optional(),
  results: z.object({ completed: z.array(z.string()), error: z.string().nullable().optional() }),
});
