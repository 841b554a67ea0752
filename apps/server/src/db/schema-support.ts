/**
 * Visitors' support chats (decision 033): a message sent from the support page without an account
 * opens a support chat with no owner; this row says whom staff answers reach by e-mail.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chats } from './schema-core.js';

export const supportVisitors = pgTable('support_visitors', {
  chatId: integer('chat_id')
    .primaryKey()
    .references(() => chats.id, { onDelete: 'cascade' }),
  /** Lower-cased: one chat per address, whatever the case typed. */
  email: text('email').notNull().unique(),
  /** The page's language when the visitor wrote: the language of the answer e-mails. */
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
