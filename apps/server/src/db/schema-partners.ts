/** The partner side (panel §3 Partner info): what a partner tells the team, and where verification stands. */
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * One row per partner once they first save their information. `info` and `paymentinfo` hold the
 * contract's shapes (PartnerContactInfo, PartnerPaymentInfo) as parsed; `verifiedAt`/`verifiedBy`
 * record the team member's last verification (null while verifying).
 */
export const partnerInfo = pgTable('partner_info', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  info: jsonb('info').$type<Record<string, string>>().notNull(),
  paymentinfo: jsonb('paymentinfo').$type<Record<string, string>>().notNull(),
  verified: boolean('verified').notNull().default(false),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The team's reason for unverifying, shown to the partner until they save their data again or are verified. */
  refusal: text('refusal'),
  refusedAt: timestamp('refused_at', { withTimezone: true }),
  /** The team's last edit of this data, shown on the partner's page (issue 34 point 2). */
  teamChange: jsonb('team_change').$type<{ at: string; fields: string[]; recheck: boolean }>(),
});
export type PartnerInfoRecord = typeof partnerInfo.$inferSelect;
