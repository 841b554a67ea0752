/**
 * Visitors' support chats (decision 033): a message sent from the support page without an account
 * opens a support chat with no owner; this row says whom staff answers reach by e-mail.
 */
import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { chats } from './schema-core.js';

export const supportVisitors = pgTable(
  'support_visitors',
  {
    chatId: integer('chat_id')
      .primaryKey()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Lower-cased: the address answers go to, whatever the case typed. */
    email: text('email').notNull(),
    /**
     * SHA-256 of the browser's id (the fingerprint every call carries): one chat per address and
     * browser, so two people typing one address do not share a thread (issue 25 point 16). '' before it.
     */
    browser: text('browser').notNull().default(''),
    /** The page's language when the visitor wrote: the language of the answer e-mails. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('support_visitors_email_browser_unique').on(t.email, t.browser)],
);
