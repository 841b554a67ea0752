/**
 * Figures kept up to date instead of counted on every call (decision 040). The database keeps
 * them itself, by a trigger on the counted table (migration "notification-counts"), so no writer
 * can forget them.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/** Per user: notifications not hidden, and of those the unread ones (notifications/list). */
export const notificationCounts = pgTable('notification_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visible: integer('visible').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

/**
 * Row counts the staff lists show unsearched, kept by statement triggers (migration
 * "kept_row_counts"): `users`, `story_tasks`, and `chats:<kind>` (the support inbox's `chats:support`).
 */
export const rowCounts = pgTable('row_counts', {
  name: text('name').primaryKey(),
  n: integer('n').notNull().default(0),
});
