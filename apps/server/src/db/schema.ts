import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull().default(0),
  /** Always stored lower-cased. */
  email: text('email').unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  emailConfirmed: boolean('email_confirmed').notNull().default(false),
  locale: text('locale'),
  bday: date('bday', { mode: 'string' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  companyName: text('company_name'),
  image: text('image'),
  timezone: text('timezone'),
  countrycode: text('countrycode'),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Only the SHA-256 of a session token is stored, so a leaked table cannot sign anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use links sent by e-mail: e-mail activation and password restore. */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  usertypes: integer('usertypes').array().notNull(),
  price: jsonb('price').$type<{ p: number; rub: number; hidden?: boolean }[]>().notNull(),
  promo: boolean('promo').notNull().default(true),
});

export interface TaskResults {
  completed: string[];
  outputs: Record<string, unknown>;
  progress: Record<string, number>;
  error: string | null;
}

/** A story-studio task: purpose, workflow of team steps, status and per-step results. */
export const storyTasks = pgTable(
  'story_tasks',
  {
    uid: text('uid').primaryKey(),
    purpose: jsonb('purpose').$type<{ type: string; locale?: string; ageCluster?: string; users?: number[] }>().notNull(),
    workflow: jsonb('workflow').$type<{ teamid: string }[]>().notNull(),
    status: text('status').notNull().default('waiting'),
    results: jsonb('results').$type<TaskResults>().notNull(),
    seed: integer('seed').notNull(),
    newsDate: date('news_date', { mode: 'string' }).notNull(),
    /** Bumped by "Remake from here", so a job queued before the remake does nothing. */
    attempt: integer('attempt').notNull().default(0),
    /** While a step runs its worker holds the task until this time; a crashed worker's lease runs out. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    storyUid: text('story_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('story_tasks_created_idx').on(t.createdAt)],
);

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    taskUid: text('task_uid').notNull(),
    locale: text('locale').notNull(),
    ageCluster: text('age_cluster').notNull(),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    /** The news day the story tells. */
    date: date('date', { mode: 'string' }).notNull(),
    /** draft, published or rejected. */
    status: text('status').notNull().default('draft'),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('stories_cohort_idx').on(t.locale, t.ageCluster, t.status, t.date)],
);

/** A view is reported when playback passes half the story (consumer §4). */
export const storyViews = pgTable(
  'story_views',
  {
    id: serial('id').primaryKey(),
    storyUid: text('story_uid').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('story_views_story_idx').on(t.storyUid), index('story_views_user_idx').on(t.userId)],
);

/** A like: one per user and story, never unset. */
export const storyReactions = pgTable(
  'story_reactions',
  {
    storyUid: text('story_uid').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storyUid] })],
);

/** Share settings behind a short link (userdata/PublicSettings). */
export const publicSettings = pgTable('public_settings', {
  id: text('id').primaryKey(),
  info: jsonb('info').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
