/** The core tables: accounts, plans, the story studio, chats, notifications, push and the real-time log. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: integer('type').notNull().default(0),
    /** Always stored lower-cased. */
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /** The account's language: the chosen child's stories' (decision 063); the feed and cohorts follow it. */
    locale: text('locale'),
    /** The parent's own interface language (decision 083's addendum): e-mails and push texts to the parent use it. */
    parentLocale: text('parent_locale'),
    bday: date('bday', { mode: 'string' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    companyName: text('company_name'),
    image: text('image'),
    timezone: text('timezone'),
    countrycode: text('countrycode'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on every change, so sync can tell what changed since a date. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sign-up's consent (issue 35 §5): when a parent or guardian accepted which privacy notice. */
    parentConsentAt: timestamp('parent_consent_at', { withTimezone: true }),
    parentConsentNotice: text('parent_consent_notice'),
    /** The account was deleted (decision 060): the row stays, emptied, so payments and earnings keep a payer. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // the users list's order (team/users/list), walked a page at a time either way
  (t) => [index('users_created_idx').on(t.createdAt, t.id)],
);
/** A user row as handlers and services pass it around. */
export type UserRecord = typeof users.$inferSelect;

/** Only the SHA-256 of a session token is stored, so a leaked table cannot sign anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
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
    purpose: jsonb('purpose')
      .$type<{
        type: string;
        locale?: string;
        ageCluster?: string;
        users?: number[];
        newsShift?: number;
        newsKey?: string;
        /** A feed draft made a story by a moderator (decision 085), and the moderator's text. */
        feedStory?: 'written' | 'suggested';
        written?: unknown;
      }>()
      .notNull(),
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

/** PostgreSQL's full-text document type (explore search). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Numbers stories in the order they are published: the bot feed's order and event ids. */
export const storyPublishSeq = pgSequence('story_publish_seq');

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
    /**
     * From story_publish_seq when the story is published (ids are given to drafts, which may be
     * published in any order); null while it is not published.
     */
    publishSeq: bigint('publish_seq', { mode: 'number' }),
    /**
     * Title and text as a full-text document in the story's own language (Russian or English
     * stemming), kept by the database; explore searches it through stories_search_idx.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector(case when locale = 'ru' then 'russian'::regconfig else 'english'::regconfig end, coalesce(title, '') || ' ' || coalesce(data->>'content', ''))`,
    ),
  },
  (t) => [
    index('stories_cohort_idx').on(t.locale, t.ageCluster, t.status, t.date),
    index('stories_feed_idx').on(t.locale, t.publishSeq),
    index('stories_search_idx').using('gin', t.search),
  ],
);

/** A view is reported when playback passes half the story (consumer §4). */
export const storyViews = pgTable(
  'story_views',
  {
    id: serial('id').primaryKey(),
    storyUid: text('story_uid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('story_views_story_idx').on(t.storyUid), index('story_views_user_idx').on(t.userId)],
);

/** A like: one per user and story, never unset. */
export const storyReactions = pgTable(
  'story_reactions',
  {
    storyUid: text('story_uid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** Support and normal chats. The bot story feed has no row: it is read from the cohort's stories. */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    /** support or normal. */
    kind: text('kind').notNull(),
    /** The user a support chat belongs to; one support chat per user. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_one_support_idx')
      .on(t.ownerId)
      .where(sql`kind = 'support'`),
    // the support inbox's order, walked backwards a page at a time
    index('chats_kind_last_idx').on(t.kind, t.lastEventAt, t.id),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner, member or staff. */
    relation: text('relation').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const chatEvents = pgTable(
  'chat_events',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Made by the client: a retried send with the same uid is stored once. */
    uid: text('uid').notNull(),
    type: text('type').notNull(),
    creator: integer('creator').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('chat_events_chat_uid').on(t.chatId, t.uid), index('chat_events_chat_idx').on(t.chatId, t.id)],
);

/**
 * How far each user has read in each room (a chat uid, or "bot" for the story feed, where the
 * event id is the story's publish seq). One row per user and room, however many events arrive.
 */
export const readMarkers = pgTable(
  'read_markers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    eventId: integer('event_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // by room: how far the other readers of a chat got (repository.othersMarkers)
  (t) => [primaryKey({ columns: [t.userId, t.room] }), index('read_markers_room_idx').on(t.room, t.eventId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    icon: text('icon'),
    actions: jsonb('actions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // the unread list's keyset pages: only the rows it can show, however many are read
    index('notifications_unread_idx')
      .on(t.userId, t.id)
      .where(sql`read_at is null and hidden_at is null`),
  ],
);

/** notifier/Firebase/Register: a browser's Web Push subscription (device web) or a native push token. */
export const pushRegistrations = pgTable(
  'push_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    appid: text('appid').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_registrations_user_idx').on(t.userId)],
);

/**
 * Every real-time message, addressed to one channel (user:N, cohort:LOCALE:CLUSTER, locale:LOCALE,
 * staff). The seq orders them for replay after a reconnect; NOTIFY carries only the seq.
 */
export const realtimeLog = pgTable(
  'realtime_log',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_log_channel_idx').on(t.channel, t.seq), index('realtime_log_created_idx').on(t.createdAt)],
);
