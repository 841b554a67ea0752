/**
 * The partner programme's money (issue 13, decision 021): an earning per confirmed payment made with a
 * promo code, and monthly payout statements with their lines. Amounts in kopecks.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';
import { payments } from './schema-payments.js';

/**
 * One per payment with a code. `reward` is percent × paid at confirmation; `remaining` is percent × what
 * is left after refunds (both rounded down); `stated` how much of it has gone onto payout statements.
 */
export const earnings = pgTable(
  'earnings',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    owner: integer('owner')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    percent: integer('percent').notNull(),
    /** The payment's value and what had been refunded of it when the earning was last brought up to date. */
    paid: integer('paid').notNull(),
    refunded: integer('refunded').notNull().default(0),
    reward: integer('reward').notNull(),
    remaining: integer('remaining').notNull(),
    stated: integer('stated').notNull().default(0),
    date: timestamp('date', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('earnings_owner_date_idx').on(t.owner, t.date), index('earnings_date_idx').on(t.date)],
);

/** A partner's statement made on the first of `month` (YYYY-MM): due, rolled over (below the minimum), or paid. */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: serial('id').primaryKey(),
    owner: integer('owner')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
    status: text('status').$type<'due' | 'rolledover' | 'paid'>().notNull(),
    /** The later statement a rolled-over total was carried into. */
    carriedTo: integer('carried_to'),
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_statements_owner_month_idx').on(t.owner, t.month, t.currency),
    index('payout_statements_month_idx').on(t.month),
  ],
);

export const payoutLines = pgTable(
  'payout_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => payoutStatements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'earning' | 'reversal' | 'carried'>().notNull(),
    amount: integer('amount').notNull(),
    earningId: integer('earning_id').references(() => earnings.id, { onDelete: 'set null' }),
    carriedFrom: integer('carried_from'),
    code: text('code'),
    date: timestamp('date', { withTimezone: true }),
  },
  (t) => [index('payout_lines_statement_idx').on(t.statementId)],
);

/**
 * A partner's choices about what they are told (issue 25 point 6); no row means the defaults: every
 * notice on. Only the per-sale (earning) notices can be muted; statements and payouts always tell.
 */
export const partnerNoticeSettings = pgTable('partner_notice_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sales: boolean('sales').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
