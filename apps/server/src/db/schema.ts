import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
