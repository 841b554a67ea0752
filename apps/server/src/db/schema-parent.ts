/**
 * Parent-facing tables: the parental pin (decision 030). One row per user that has set a pin; only
 * an argon2id hash of it is kept, so it follows the account to every device.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

export const userPins = pgTable('user_pins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Children's profiles (issue 26 §10, decision 063). The chosen child's birthday and language are the
 * account's (users.bday, users.locale), which the feed, Get story and notifications follow; a
 * parent's account from before has its birthday as the first child (migration 0017).
 */
export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A name or a nickname; null for the child an older account's birthday became. */
    name: text('name'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    locale: text('locale').notNull(),
    /** One of CHILD_AVATARS (the birthday picker's stickers). */
    avatar: text('avatar').notNull(),
    chosen: boolean('chosen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('children_user_idx').on(t.userId, t.id),
    uniqueIndex('children_chosen_idx')
      .on(t.userId)
      .where(sql`${t.chosen}`),
  ],
);

/**
 * Who exported or deleted whose data, and when (issue 26 §11, decision 060): the user themselves or a
 * staff member on a parent's written request. No foreign keys: the row outlives what it is about.
 */
export const privacyLog = pgTable(
  'privacy_log',
  {
    id: serial('id').primaryKey(),
    /** The account the data belongs to. */
    subjectId: integer('subject_id').notNull(),
    /** Who did it: the subject, or the staff member. */
    actorId: integer('actor_id').notNull(),
    /** export or delete. */
    action: text('action').notNull(),
    /** The staff member's note (the request's reference); null for the user's own. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_log_subject_idx').on(t.subjectId, t.id)],
);
