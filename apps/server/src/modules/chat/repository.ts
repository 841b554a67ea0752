/**
 * Support and normal chats: rows, members and events (read markers and unread counts:
 * repositories/read-markers.ts; the staff's inbox: repositories/support-inbox.ts).
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { ChatEvent } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { chatEvents, chatMembers, chats, supportVisitors, users } from '../../db/schema.js';

export type ChatRow = typeof chats.$inferSelect;
type EventRow = typeof chatEvents.$inferSelect;

export interface MemberRow {
  chatId: number;
  userId: number;
  relation: string;
  name: string;
  email: string | null;
}

export const newChatUid = (kind: string) => `${kind}-${randomBytes(8).toString('hex')}`;

export async function findChat(db: Db, uid: string): Promise<ChatRow | null> {
  const [row] = await db.select().from(chats).where(eq(chats.uid, uid)).limit(1);
  return row ?? null;
}

export async function findSupportChat(db: Db, ownerId: number): Promise<ChatRow | null> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.kind, 'support'), eq(chats.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** Creates the user's support chat, or returns the one they have (one per user, also under races). */
export async function ensureSupportChat(db: Db, ownerId: number): Promise<ChatRow> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chats)
      .values({ uid: newChatUid('support'), kind: 'support', ownerId })
      .onConflictDoNothing()
      .returning();
    if (created) await tx.insert(chatMembers).values({ chatId: created.id, userId: ownerId, relation: 'owner' });
  });
  return (await findSupportChat(db, ownerId))!;
}

export type VisitorRow = typeof supportVisitors.$inferSelect;

/**
 * A visitor's support chat (no owner) for this e-mail from this browser, made on the first message
 * (decisions 033, 052).
 */
export async function ensureVisitorChat(db: Db, email: string, browser: string, locale: string): Promise<ChatRow> {
  const mine = and(eq(supportVisitors.email, email), eq(supportVisitors.browser, browser));
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ chat: chats })
      .from(supportVisitors)
      .innerJoin(chats, eq(chats.id, supportVisitors.chatId))
      .where(mine)
      .limit(1);
    if (known) {
      await tx.update(supportVisitors).set({ locale }).where(eq(supportVisitors.chatId, known.chat.id));
      return known.chat;
    }
    const [chat] = await tx
      .insert(chats)
      .values({ uid: newChatUid('support'), kind: 'support', ownerId: null })
      .returning();
    const [linked] = await tx
      .insert(supportVisitors)
      .values({ chatId: chat!.id, email, browser, locale })
      .onConflictDoNothing()
      .returning();
    if (linked) return chat!;
    // another request for the same address won the race: use its chat, drop ours
    await tx.delete(chats).where(eq(chats.id, chat!.id));
    const [theirs] = await tx
      .select({ chat: chats })
      .from(supportVisitors)
      .innerJoin(chats, eq(chats.id, supportVisitors.chatId))
      .where(mine);
    return theirs!.chat;
  });
}

export async function findVisitor(db: Db, chatId: number): Promise<VisitorRow | null> {
  const [row] = await db.select().from(supportVisitors).where(eq(supportVisitors.chatId, chatId)).limit(1);
  return row ?? null;
}

export async function createChat(
  db: Db,
  kind: 'normal' | 'support',
  memberIds: number[],
  ownerId: number | null = null,
): Promise<ChatRow> {
  return db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(chats)
      .values({ uid: newChatUid(kind), kind, ownerId })
      .returning();
    await tx
      .insert(chatMembers)
      .values(
        memberIds.map((userId) => ({ chatId: chat!.id, userId, relation: userId === ownerId ? 'owner' : 'member' })),
      );
    return chat!;
  });
}

export async function addMember(db: Db, chatId: number, userId: number, relation: string): Promise<void> {
  await db.insert(chatMembers).values({ chatId, userId, relation }).onConflictDoNothing();
}

const displayName = (u: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || (u.email ?? '').split('@')[0] || '';

export async function membersOf(db: Db, chatIds: number[]): Promise<MemberRow[]> {
  if (chatIds.length === 0) return [];
  const rows = await db
    .select({
      chatId: chatMembers.chatId,
      userId: chatMembers.userId,
      relation: chatMembers.relation,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(inArray(chatMembers.chatId, chatIds));
  return rows.map((r) => ({
    chatId: r.chatId,
    userId: r.userId,
    relation: r.relation,
    name: displayName(r),
    email: r.email,
  }));
}

export async function chatsOfMember(db: Db, userId: number): Promise<ChatRow[]> {
  return db
    .select({ chat: chats })
    .from(chats)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, userId)))
    .orderBy(desc(chats.lastEventAt))
    .then((rows) => rows.map((r) => r.chat));
}

/** Stores the events; a uid already stored in the chat is kept as it was. Returns all of them and which are new. */
export async function insertEvents(
  db: Db,
  chatId: number,
  /** Null for a visitor's message from the support page. */
  creator: number | null,
  events: ChatEvent[],
): Promise<{ stored: EventRow[]; fresh: Set<number> }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(chatEvents)
      .values(events.map((e) => ({ chatId, uid: e.uid, type: e.type, creator, data: e.data })))
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0)
      await tx
        .update(chats)
        .set({ lastEventAt: sql`now()` })
        .where(eq(chats.id, chatId));
    const stored = await tx
      .select()
      .from(chatEvents)
      .where(
        and(
          eq(chatEvents.chatId, chatId),
          inArray(
            chatEvents.uid,
            events.map((e) => e.uid),
          ),
        ),
      )
      .orderBy(chatEvents.id);
    return { stored, fresh: new Set(inserted.map((r) => r.id)) };
  });
}

export async function eventsPage(
  db: Db,
  chatId: number,
  from: number | undefined,
  size: number,
): Promise<{ rows: EventRow[]; end: boolean }> {
  // The chat id goes in as `(select $1)`, a value the planner does not look at: with the value it
  // expects a busy chat's events everywhere and walks the primary key backwards, skipping every
  // newer event of every other chat to reach an old busy chat's page (45,000 rows read for 21 at
  // bench scale); unseen, it steps down chat_events_chat_idx from the page's first row.
  const rows = await db
    .select()
    .from(chatEvents)
    .where(and(eq(chatEvents.chatId, sql`(select ${chatId}::int)`), from ? lt(chatEvents.id, from) : sql`true`))
    .orderBy(desc(chatEvents.id))
    .limit(size + 1);
  return { rows: rows.slice(0, size), end: rows.length <= size };
}

/**
 * Each chat's newest event: one backward step down chat_events_chat_idx per chat (the max of a
 * chat's ids), never a sort of all its events, however busy the chat.
 */
export async function lastEvents(db: Db, chatIds: number[]): Promise<Map<number, EventRow>> {
  if (chatIds.length === 0) return new Map();
  const ids = sql.join(
    chatIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const newest = sql`(select (select max(e.id) from chat_events e where e.chat_id = c.id) from chats c where c.id in (${ids}))`;
  const rows = await db.select().from(chatEvents).where(inArray(chatEvents.id, newest));
  return new Map(rows.map((r) => [r.chatId, r]));
}

export async function latestEventId(db: Db, chatId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${chatEvents.id})` })
    .from(chatEvents)
    .where(eq(chatEvents.chatId, chatId));
  return Number(row?.id ?? 0);
}

export function toChatEvent(row: EventRow, viewerId: number, myMarker: number, othersRead: number): ChatEvent {
  const own = row.creator === viewerId;
  return {
    id: row.id,
    uid: row.uid,
    type: row.type,
    creator: row.creator,
    read: own ? row.id <= othersRead : row.id <= myMarker,
    date: row.createdAt.toISOString(),
    data: row.data as ChatEvent['data'],
  };
}
