/** Session tokens: 256-bit random, stored as SHA-256, revocable (DESIGN.md "Security"). */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { UserRecord } from '../../db/schema.js';
import { publishAccessEvent } from '../realtime/access.js';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export async function createSession(db: Db, userId: number, fingerprint: string | null): Promise<string> {
  const token = newSecret();
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), fingerprint });
  return token;
}

export async function resolveSession(db: Db, token: string): Promise<{ user: UserRecord; sessionId: number } | null> {
  if (token.length > 200) return null;
  const rows = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether the session is still signed in (a held call checks again once it listens for revocations). */
export async function sessionActive(db: Db, sessionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Sign-out: this session's sockets and held syncs end too, in every process. */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionId))
    .returning({ userId: sessions.userId });
  if (rows[0]) await publishAccessEvent(db, { type: 'sessionRevoked', userId: rows[0].userId, sessions: [sessionId] });
}

/** Every session of the user but `keep` (a password change keeps the one that made it). */
export async function revokeAllSessions(db: Db, userId: number, keep: number | null = null): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === null ? undefined : ne(sessions.id, keep)),
    );
  await publishAccessEvent(db, { type: 'sessionRevoked', userId, sessions: 'all', keep });
}
