/**
 * Parent-facing tables: the parental pin (decision 030). One row per user that has set a pin; only
 * an argon2id hash of it is kept, so it follows the account to every device.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

export const userPins = pgTable('user_pins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
