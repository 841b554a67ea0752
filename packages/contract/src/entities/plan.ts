import { z } from '../zod.js';
import { id, isoDate, text } from './common.js';

/** consumer §3 Plan. `p` is the period in days; `rub` the amount in whole roubles. */
export const PlanPrice = z.object({ p: z.number().int(), rub: z.number(), hidden: z.boolean().optional() });
export const Plan = z.object({
  id,
  name: text(200),
  description: text(2000),
  usertypes: z.array(z.number().int()),
  price: z.array(PlanPrice),
  promo: z.boolean(),
});
export type Plan = z.infer<typeof Plan>;

/**
 * consumer §3 User plan; `id` is the plan's id (one user plan per plan). `period` is the paid period in
 * days (null for a demo), `card` the saved card's mask used by rebills (null when none).
 */
export const UserPlan = z.object({
  id,
  active: z.boolean(),
  demo: z.boolean(),
  activeRebill: z.boolean(),
  end: isoDate.nullable(),
  period: z.number().int().nullable(),
  card: z.string().nullable(),
});
export type UserPlan = z.infer<typeof UserPlan>;
export const Licence = z.object({
  ProductCode: z.string(),
  Permissions: z.array(z.object({ code: z.string() })),
  ValidTo: isoDate.nullable(),
});
export type Licence = z.infer<typeof Licence>;
export const PromoResult = z.object({ code: z.string(), feature: z.object({ discount: z.number() }) });

/**
 * What a payment's bank status means: paying, paid, failed, refunded (wholly or in part), or expired —
 * a checkout left unpaid past the bank's lifetime of its page (decision 087).
 */
export const PAYMENT_STATES = ['pending', 'confirmed', 'rejected', 'refunded', 'partiallyRefunded', 'expired'] as const;
export const PaymentState = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentState>;

/**
 * payments/init's answer (decision 015): the payment the server started at the bank. Open PaymentURL
 * in a frame or by redirect; `amount` is in kopecks, the server's own figure after the promo discount.
 */
export const PaymentStart = z.object({
  paymentId: id,
  orderId: z.string(),
  amount: z.number().int(),
  PaymentURL: z.string(),
  discount: z.number(),
});
export type PaymentStart = z.infer<typeof PaymentStart>;
