import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ageFromBirthday, FEATURES, localeOr, type Feature, type ListRequest, type UserInfo } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { countMatches, countToPage, keptCount, pageRowsToRead } from '../../db/row-counts.js';
import { sessions, users } from '../../db/schema.js';
import type { UserRecord } from '../../db/schema.js';
import { channels, withLog, type LogMessage } from '../realtime/index.js';
import { parentLocaleOf } from './parent-locale.js';

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

/**
 * The language texts sent to the user are written in (null when unset or the user is gone): the parent's
 * own interface language when set, else the account's (parent-locale.ts).
 */
export async function findUserLocale(db: Db, id: number): Promise<string | null> {
  const rows = await db
    .select({ locale: users.locale, parentLocale: users.parentLocale })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return parentLocaleOf(rows[0], null);
}

export type UserChanges = Partial<typeof users.$inferInsert>;

/** A new user, or null when the e-mail is taken (a race with another registration). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRecord | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Every change to a user goes through here (the module's updateUser, which also drops this process's
 * cached sessions of the user): updatedAt moves on the database's clock (the one sync compares with),
 * and userChanged wakes the user's held syncs and sockets on every process. The change and its
 * messages commit together (realtime/log.ts: withLog), so no process can die between them.
 */
export function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRecord> {
  return updateUserWhere(db, id, values, false) as Promise<UserRecord>;
}

/** As updateUser, for an account not deleted: undefined once it is (a late upload must not refill a tombstone). */
export function updateLiveUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRecord | undefined> {
  return updateUserWhere(db, id, values, true);
}

function updateUserWhere(db: Db, id: number, values: Partial<typeof users.$inferInsert>, liveOnly: boolean) {
  return withLog(db, async ({ tx, log }) => {
    const rows = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(liveOnly ? and(eq(users.id, id), isNull(users.deletedAt)) : eq(users.id, id))
      .returning();
    if (!rows[0]) return undefined;
    const messages: LogMessage[] = [{ channel: channels.user(id), payload: { type: 'userChanged' } }];
    // What the user may hear (access.ts): type and features, and the cohort (locale, birthday);
    // any other change only refreshes cached sessions (session-cache.ts).
    const type = ACCESS_FIELDS.some((field) => field in values) ? 'accessChanged' : 'userChanged';
    messages.push({ channel: channels.access, payload: { type, userId: id } });
    log(...messages);
    return rows[0];
  });
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
    parentLocale: localeOr(u.parentLocale, null),
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

/** panel §2 Users list: e-mail search (searchStrFilter or fieldsFilter.email), type filter, date sort. */
export async function listUsers(db: Db, request: ListRequest, onlyIds?: readonly number[]) {
  if (onlyIds && onlyIds.length === 0) return { rows: [], count: 0 };
  const conditions: (SQL | undefined)[] = [];
  if (onlyIds) conditions.push(inArray(users.id, [...onlyIds]));
  const search = request.searchStrFilter?.trim();
  if (search) conditions.push(ilike(users.email, containsPattern(search.toLowerCase())));
  const email = request.fieldsFilter?.email;
  if (email?.value.trim()) {
    const value = email.value.trim().toLowerCase();
    conditions.push(email.like === false ? eq(users.email, value) : ilike(users.email, containsPattern(value)));
  }
  if (request.fieldsFilter?.type !== undefined) conditions.push(eq(users.type, request.fieldsFilter.type));
  const where = and(...conditions);
  const ascending = request.sortFields?.some((f) => f.field.startsWith('date') && f.order === 'asc') ?? false;
  const order = ascending ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      phone: users.phone,
      email: users.email,
      image: users.image,
      features: users.features,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(pageRowsToRead(request))
    .offset(request.pageNumber * request.pageSize);
  if (request.includeCount === false) return countToPage(rows, request);
  // unfiltered, the count the database keeps; filtered, the matches up to a bound past the page
  const count = where ? await countMatches(db, users, where, request) : await keptCount(db, 'users');
  return { rows, count };
}
