/**
 * What a chat looks like to one user, who may use it, and who hears of its events. Used by the
 * chat calls, sync and the staff inbox.
 */
import { hasAnyFeature, ROLES, type Chat, type ChatEvent } from '@tt/contract';
import type { AppContext } from '../../context.js';
import type { UserRecord } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import { channels } from '../realtime/log.js';
import { BOT_ROOM, feedChangedAt, feedSummary } from './bot-feed.js';
import { cohortOf } from '../../db/cohort.js';
import * as repo from './repository.js';

export const isStaff = (user: UserRecord) => hasAnyFeature(user, ROLES.supportStaff);

/** The chat behind a room id, if this user may read and write it. */
export async function openChat(db: Db, user: UserRecord, uid: string): Promise<repo.ChatRow> {
  const chat = await repo.findChat(db, uid);
  if (!chat) throw new ApiProblem(404, 'errors.chatNotFound');
  if (chat.kind === 'support' && isStaff(user)) return chat;
  const members = await repo.membersOf(db, [chat.id]);
  if (!members.some((m) => m.userId === user.id)) throw new ApiProblem(404, 'errors.chatNotFound');
  return chat;
}

/** Who hears a chat's events: its members, and for support chats every staff member. */
export async function audienceOf(db: Db, chat: repo.ChatRow): Promise<string[]> {
  // a visitor's support chat (support page, no account) has no owner to tell
  if (chat.kind === 'support') return chat.ownerId ? [channels.user(chat.ownerId), channels.staff] : [channels.staff];
  const members = await repo.membersOf(db, [chat.id]);
  return members.map((m) => channels.user(m.userId));
}

export async function publishToChat(
  app: AppContext,
  chat: repo.ChatRow,
  payloads: Parameters<AppContext['realtime']['publish']>[0][number]['payload'][],
): Promise<void> {
  const audience = await audienceOf(app.db, chat);
  await app.realtime.publish(payloads.flatMap((payload) => audience.map((channel) => ({ channel, payload }))));
}

/** The chats a user sees (the bot feed first), each with its last event and unread count. */
export async function chatSummaries(db: Db, user: UserRecord): Promise<Chat[]> {
  const markers = await repo.markersOf(db, user.id);
  const feed = await feedSummary(db, cohortOf(user), markers.get(BOT_ROOM)?.eventId ?? 0);
  const bot: Chat = {
    uid: BOT_ROOM,
    kind: 'bot',
    members: [],
    events: feed.last ? [feed.last] : [],
    unread: feed.unread,
  };
  const rows = await repo.chatsOfMember(db, user.id);
  return [bot, ...(await describeChats(db, user, rows, markers))];
}

/**
 * For sync: the chats (the bot feed first) with an event or a read-marker move at or after
 * `since`, every chat when there is no `since`. Change times are the database's; a change in the
 * same millisecond as `since` counts as changed: at worst it is sent twice, never missed.
 */
export async function chatsChangedSince(db: Db, user: UserRecord, since: Date | null): Promise<Chat[]> {
  const after = (at: Date | null | undefined) => !since || (!!at && at >= since);
  const markers = await repo.markersOf(db, user.id);
  const cohort = cohortOf(user);
  const botMarker = markers.get(BOT_ROOM);
  const chats: Chat[] = [];
  if (after(await feedChangedAt(db, cohort)) || after(botMarker?.updatedAt)) {
    const feed = await feedSummary(db, cohort, botMarker?.eventId ?? 0);
    chats.push({ uid: BOT_ROOM, kind: 'bot', members: [], events: feed.last ? [feed.last] : [], unread: feed.unread });
  }
  const changed = (await repo.chatsOfMember(db, user.id)).filter(
    (c) => after(c.lastEventAt) || after(markers.get(c.uid)?.updatedAt),
  );
  chats.push(...(await describeChats(db, user, changed, markers)));
  return chats;
}

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
    repo.unreadCounts(db, user.id, ids),
    markers ?? repo.markersOf(db, user.id),
    repo.othersMarkers(
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
