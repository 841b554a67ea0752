/** Explore (consumer §2 Explore, §3 Activity history): what a user looked for and opened, at most 300 items each. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

/**
 * One activity-history item. The same (type, key) is kept once: doing it again moves it to the top.
 * `seq` orders the items, newest highest, so two items added in the same millisecond keep their order.
 */
export const activityHistory = pgTable(
  'activity_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
    component: text('component'),
    link: text('link'),
    search: text('search'),
    action: text('action'),
    seq: integer('seq').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_history_item_idx').on(t.userId, t.type, t.key),
    index('activity_history_user_idx').on(t.userId, t.seq),
  ],
);
