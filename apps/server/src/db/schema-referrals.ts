/**
 * What a promo code's referral link brought (issue 34 point 1): one row per visit of the link and per
 * account made after one. Only the code and the moment are kept — nothing of the visitor or the account.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { promoCodes } from './schema-payments.js';

export const REFERRAL_KINDS = ['visit', 'signup'] as const;

export const referralEvents = pgTable(
  'referral_events',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REFERRAL_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_events_code_idx').on(t.codeId, t.at)],
);
