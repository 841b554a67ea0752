/** The money tables (decisions 015, 016): plans a user holds, trials given, payments, promo codes. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { plans, users } from './schema-core.js';

/**
 * A user's plan (decision 015): one row per user and plan. `demo` is the one free trial; rebill
 * charges the saved RebillId when the end comes near, `rebillFailures` counts retries (1, 3, 5 days).
 */
export const userPlans = pgTable(
  'user_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    active: boolean('active').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    activeRebill: boolean('active_rebill').notNull().default(false),
    end: timestamp('end', { withTimezone: true }),
    period: integer('period'),
    rebillId: text('rebill_id'),
    cardMask: text('card_mask'),
    /** Failed rebill attempts in a row; the next try waits 1, 3, then 5 days; after the third rebill stops. */
    rebillFailures: integer('rebill_failures').notNull().default(0),
    nextRebillAt: timestamp('next_rebill_at', { withTimezone: true }),
    /** Set while a rebill pass works on the plan, so two passes never charge it at once (stale after 5 min). */
    rebillClaimedAt: timestamp('rebill_claimed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_plans_user_plan_idx').on(t.userId, t.planId), index('user_plans_rebill_idx').on(t.end)],
);

/** Users who have had their free trial, so it is given once (even if the plan row is gone). */
export const trialsGiven = pgTable(
  'trials_given',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mailbox the trial went to (decision 046): one trial per mailbox, whatever the address's spelling. */
    mailbox: text('mailbox'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trials_given_mailbox_idx').on(t.mailbox)],
);

export interface PaymentInfo {
  bankPaymentId?: string;
  status?: string;
  statuses: { status: string; at: string }[];
  cardMask?: string;
  rebillId?: string;
  /** The 54-FZ receipt sent with Init (providers/payments/receipt.ts), with the contact it went to. */
  receipt?: { Email?: string; Phone?: string; Taxation: string; Items: unknown[] };
  promoCode?: string;
  discount?: number;
  /** Each refund asked of the bank, made or failed, with the admin's reason and note (decision 087). */
  refunds: {
    amount: number;
    requestId: string;
    status: string;
    at: string;
    message?: string;
    reason?: string | null;
    note?: string | null;
  }[];
  kind: 'init' | 'rebill';
  message?: string;
  /** A rebill's plan extension starts here (fixed when the attempt is recorded). */
  extendFrom?: string;
  /** The identity the dialog sent (DATA), kept with the payment. */
  identity?: string;
  /** The refund the bank is working on (cancelled 1), written before Cancel is called. */
  pendingRefund?: { amount: number; requestId: string; at: string; reason?: string | null; note?: string | null };
}

/**
 * A payment (decision 016): amounts in kopecks; `cancelled` 0 normal, 1 refund in progress, 2 refunded.
 * `orderId` is deterministic for rebills (plan row + attempt date), so a retried pass finds its row.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => plans.id),
    period: integer('period'),
    value: integer('value').notNull(),
    currency: text('currency').notNull().default('rub'),
    status: text('status').notNull().default('NEW'),
    valid: boolean('valid').notNull().default(false),
    cancelled: integer('cancelled').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    promoCode: text('promo_code'),
    info: jsonb('info').$type<PaymentInfo>().notNull(),
    /** The plan's end has been extended for this payment (so a duplicate confirmation extends nothing). */
    applied: boolean('applied').notNull().default(false),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_idx').on(t.userId), index('payments_status_idx').on(t.status, t.updatedAt)],
);

/** panel §3/§5 Promo code; `code` is unique case-insensitively (stored upper-cased). */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  owner: integer('owner')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  start: timestamp('start', { withTimezone: true }).notNull(),
  end: timestamp('end', { withTimezone: true }).notNull(),
  /** Percents. */
  discount: integer('discount').notNull(),
  reward: integer('reward'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
