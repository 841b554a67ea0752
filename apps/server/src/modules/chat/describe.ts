/** What a list of chats looks like to one user: members, the last event, unread counts, read markers. */
import type { Chat, ChatEvent } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import * as repo from './repository.js';
import * as markersRepo from './repositories/read-markers.js';

export async function describeChats(
  db: Db,
  user: UserRecord,
  rows: repo.ChatRow[],
  markers?: Map<string, { eventId: number }>,
): Promise<Chat[]> {
  const ids = rows.map((c) => c.id);
  const [members, last, unread, myMarkers, othersRead] = await Promise.all([
    repo.membersOf(db, ids),
    repo.lastEvents(db, ids),
    markersRepo.unreadCounts(db, user.id, ids),
    markers ?? markersRepo.markersOf(db, user.id),
    markersRepo.othersMarkers(
      db,
      rows.map((c) => c.uid),
      user.id,
    ),
  ]);
  return rows.map((chat) => {
    const lastRow = last.get(chat.id);
    const events: ChatEvent[] = lastRow
      ? [repo.toChatEvent(lastRow, user.id, myMarkers.get(chat.uid)?.eventId ?? 0, othersRead.get(chat.uid) ?? 0)]
      : [];
    return {
      uid: chat.uid,
      id: chat.id,
      kind: chat.kind as Chat['kind'],
      members: members
        .filter((m) => m.chatId === chat.id)
        .map((m) => ({ relation: m.relation, data: { userId: m.userId, name: m.name } })),
      events,
      unread: unread.get(chat.id) ?? 0,
    };
  });
}
