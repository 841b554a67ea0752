import { eq, sql } from 'drizzle-orm';
import { ageFromBirthday, FEATURES, localeOr, type Feature, type UserInfo } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { UserRecord } from '../../db/schema.js';
import { appendToLog, channels, type LogMessage } from '../realtime/log.js';

const ACCESS_FIELDS = ['type', 'features', 'locale', 'bday'] as const;

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const rows = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return rows[0] ?? null;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRecord | null> {
  const rows = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The user's stored locale (null when unset or the user is gone): texts sent to them pick their language by it. */
export async function findUserLocale(db: Db, id: number): Promise<string | null> {
  const rows = await db.select({ locale: users.locale }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.locale ?? null;
}

export type UserChanges = Partial<typeof users.$inferInsert>;

/** A new user, or null when the e-mail is taken (a race with another registration). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRecord | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Every change to a user goes through here: updatedAt moves on the database's clock (the one sync
 * compares with), and userChanged wakes the user's held syncs and sockets on every process.
 */
export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRecord> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  const messages: LogMessage[] = [{ channel: channels.user(id), payload: { type: 'userChanged' } }];
  // What the user may hear (access.ts): type and features, and the cohort (locale, birthday).
  if (ACCESS_FIELDS.some((field) => field in values))
    messages.push({ channel: channels.access, payload: { type: 'accessChanged', userId: id } });
  await appendToLog(db, messages);
  return rows[0]!;
}

export function toUserInfo(u: UserRecord): UserInfo {
  return {
    id: u.id,
    type: u.type,
    email: u.email,
    phone: u.phone,
    login: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    companyName: u.companyName,
    image: u.image,
    userpicture: u.image,
    locale: localeOr(u.locale, null),
    timezone: u.timezone,
    countrycode: u.countrycode,
    bday: u.bday,
    age: ageFromBirthday(u.bday),
    emailConfirmed: u.emailConfirmed,
    date: u.createdAt.toISOString(),
  };
}

export function featuresOf(u: UserRecord): Feature[] {
  return u.features.filter((f): f is Feature => (FEATURES as readonly string[]).includes(f));
}

export const profileOf = (u: UserRecord) => ({ info: toUserInfo(u), features: featuresOf(u) });
