import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ageFromBirthday, FEATURES, localeOr, type Feature, type UserInfo } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { emailTokens, sessions, users } from '../../db/schema.js';
import type { UserRecord } from '../../db/schema.js';
import { appendToLog, channels, type LogMessage } from '../realtime/log.js';
import { sessionCache } from './session-cache.js';

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
  // this process's cached sessions of the user at once; every other process's through the access event
  sessionCache.dropUser(id);
  const messages: LogMessage[] = [{ channel: channels.user(id), payload: { type: 'userChanged' } }];
  // What the user may hear (access.ts): type and features, and the cohort (locale, birthday);
  // any other change only refreshes cached sessions (session-cache.ts).
  const type = ACCESS_FIELDS.some((field) => field in values) ? 'accessChanged' : 'userChanged';
  messages.push({ channel: channels.access, payload: { type, userId: id } });
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

// Sessions and e-mail links are stored by the SHA-256 of their secret only (sessions.ts, email-tokens.ts).

export async function insertSession(db: Db, userId: number, tokenHash: string, fingerprint: string | null) {
  await db.insert(sessions).values({ userId, tokenHash, fingerprint });
}

export async function findLiveSession(db: Db, tokenHash: string) {
  const rows = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Every live session of the user but `keep` (null: all). */
export async function revokeAllSessions(db: Db, userId: number, keep: number | null = null): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === null ? undefined : ne(sessions.id, keep)),
    );
}

export async function sessionOwner(db: Db, sessionId: number): Promise<number | null> {
  const rows = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return rows[0]?.userId ?? null;
}

export async function sessionActive(db: Db, sessionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Marks every unused link of this purpose used. */
export async function voidEmailTokens(db: Db, userId: number, purpose: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export async function insertEmailToken(db: Db, values: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(values);
}

export async function findEmailToken(db: Db, tokenHash: string, purpose: string) {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the link used in the same statement that checks it, so two clicks cannot both win. */
export async function claimEmailToken(db: Db, tokenHash: string): Promise<boolean> {
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
    .returning();
  return claimed.length > 0;
}
