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

/** Per chat kind: how many chats there are (the support inbox's count), kept by a trigger on chats. */
export const chatCounts = pgTable('chat_counts', {
  kind: text('kind').primaryKey(),
  chats: integer('chats').notNull().default(0),
});
