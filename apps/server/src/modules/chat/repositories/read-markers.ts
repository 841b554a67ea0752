/** Read markers: how far each reader got in each room, and the unread counts they give. */
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { CHAT } from '@tt/contract';
import type { Db } from '../../../db/client.js';
import { chatEvents, chats, readMarkers } from '../../../db/schema.js';

/** One more than the badge shows as a number. */
const UNREAD_CAP = CHAT.badgeCap + 1;

/**
 * Events by others after the reader's marker, per chat, counted up to UNREAD_CAP: past the badge's
 * cap it shows "!" (consumer §2), so a chat's count never reads more than that many index entries,
 * however far behind the reader is (staff in a chat they never opened).
 */
export async function unreadCounts(db: Db, readerId: number, chatIds: number[]): Promise<Map<number, number>> {
  if (chatIds.length === 0) return new Map();
  const ids = sql.join(
    chatIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{ chat_id: number; n: number }>(sql`
    select c.id as chat_id, (
      select count(*)::int from (
        select 1 from ${chatEvents} e
        where e.chat_id = c.id and e.id > coalesce(m.event_id, 0) and (e.creator is null or e.creator <> ${readerId})
        order by e.chat_id, e.id
        limit ${UNREAD_CAP}
      ) counted
    ) as n
    from ${chats} c
    left join ${readMarkers} m on m.user_id = ${readerId} and m.room = c.uid
    where c.id in (${ids})`);
  const rows = (result as unknown as { rows: { chat_id: number; n: number }[] }).rows;
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [Number(r.chat_id), Number(r.n)]));
}

export async function markersOf(db: Db, userId: number): Promise<Map<string, { eventId: number; updatedAt: Date }>> {
  const rows = await db.select().from(readMarkers).where(eq(readMarkers.userId, userId));
  return new Map(rows.map((r) => [r.room, { eventId: r.eventId, updatedAt: r.updatedAt }]));
}

export async function markerOf(db: Db, userId: number, room: string): Promise<number> {
  const [row] = await db
    .select({ eventId: readMarkers.eventId })
    .from(readMarkers)
    .where(and(eq(readMarkers.userId, userId), eq(readMarkers.room, room)));
  return row?.eventId ?? 0;
}

/** The furthest any other reader got in one room. */
export const othersMarker = async (db: Db, room: string, userId: number): Promise<number> =>
  (await othersMarkers(db, [room], userId)).get(room) ?? 0;

/**
 * Per room, the furthest any other reader got: an own message is read once somebody read past it.
 * One query for all the rooms (read_markers_room_idx).
 */
export async function othersMarkers(db: Db, rooms: string[], userId: number): Promise<Map<string, number>> {
  if (rooms.length === 0) return new Map();
  const rows = await db
    .select({ room: readMarkers.room, id: sql<number | null>`max(${readMarkers.eventId})` })
    .from(readMarkers)
    .where(and(inArray(readMarkers.room, rooms), ne(readMarkers.userId, userId)))
    .groupBy(readMarkers.room);
  return new Map(rows.map((r) => [r.room, Number(r.id ?? 0)]));
}

/** Moves the marker forward only; returns true when it moved. */
export async function advanceMarker(db: Db, userId: number, room: string, eventId: number): Promise<boolean> {
  const rows = await db
    .insert(readMarkers)
    .values({ userId, room, eventId })
    .onConflictDoUpdate({
      target: [readMarkers.userId, readMarkers.room],
      set: { eventId, updatedAt: sql`now()` },
      setWhere: lt(readMarkers.eventId, eventId),
    })
    .returning({ eventId: readMarkers.eventId });
  return rows.length > 0;
}
