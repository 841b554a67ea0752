/**
 * Parent-facing tables: the parental pin (decision 030). One row per user that has set a pin; only
 * an argon2id hash of it is kept, so it follows the account to every device.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** One scene of a family's recording: the file's name in the account's private folder, its length and word timings. */
export interface FamilyVoiceScene {
  audio: string;
  duration: number;
  words: { word: string; start: number; end: number }[];
  /** The scene's text when it was read: a story whose text changed since plays its own voice. */
  text: string;
  bytes: number;
}

/**
 * A parent's reading of a story for their own family (decision 066): private to the account (its files
 * under the media store's `private/` folder, never under /media), counted against its quota.
 */
export const familyVoices = pgTable(
  'family_voices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyUid: text('story_uid').notNull(),
    /** The story's title when recorded, for the account's list of recordings. */
    title: text('title').notNull(),
    scenes: jsonb('scenes').$type<FamilyVoiceScene[]>().notNull(),
    /** The files' bytes together (the quota counts these). */
    bytes: integer('bytes').notNull(),
    /** Bumped by every save, so two devices saving at once do not mix their takes. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('family_voices_user_story_idx').on(t.userId, t.storyUid)],
);
