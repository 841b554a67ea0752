/**
 * Chats: what a chat looks like to one user, who may use it, who hears of its events, sending and
 * read marking, the visitor's support form and the staff inbox. Built once by createChatModule;
 * the calls, sync and the staff inbox go through it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cleanMessageText, type Chat, type ChatEvent, type Locale, type SupportChatRow } from '@tt/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { cohortOf } from '../../db/cohort.js';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { Mailer } from '../../mail/types.js';
import type { NotificationsModule } from '../notifications/index.js';
import { channels, withLog } from '../realtime/index.js';
import type { UsersModule } from '../users/index.js';
import { BOT_ROOM, createBotFeed, type FeedStories } from './bot-feed.js';
import * as repo from './repository.js';
import * as markersRepo from './repositories/read-markers.js';
import { supportInboxPage } from './repositories/support-inbox.js';
import { describeChats } from './describe.js';
import { openChat, tellChat } from './rooms.js';
import { isStaff } from './staff.js';
import { createAnswerTeller } from './support-answer.js';

export interface ChatDeps {
  db: Db;
  notifications: Pick<NotificationsModule, 'notify'>;
  users: Pick<UsersModule, 'findUserLocale'>;
  stories: FeedStories;
  mailer: Pick<Mailer, 'send'>;
  config: { publicUrl: () => string; support: Config['support'] };
}

/** One message as the client sends it (chat/send). */
export interface OutgoingMessage {
  uid: string;
  data: { text: string };
}

type BotFeed = ReturnType<typeof createBotFeed>;

/** Moves the user's read marker in one room to its newest event, and tells who listens. */
async function markRoomRead(db: Db, feed: BotFeed, user: UserRecord, room: string): Promise<void> {
  if (room === BOT_ROOM) {
    const { last } = await feed.feedSummary(cohortOf(user), 0);
    const eventId = last?.id;
    if (!eventId) return;
    await withLog(db, async ({ tx, log }) => {
      if (await markersRepo.advanceMarker(tx, user.id, BOT_ROOM, eventId))
        log({ channel: channels.user(user.id), payload: { type: 'chatRead', room, reader: user.id, eventId } });
    });
    return;
  }
  const chat = await openChat(db, user, room);
  const latest = await repo.latestEventId(db, chat.id);
  if (!latest) return;
  await withLog(db, async (scope) => {
    if (await markersRepo.advanceMarker(scope.tx, user.id, chat.uid, latest))
      await tellChat(scope, chat, [{ type: 'chatRead', room, reader: user.id, eventId: latest }]);
  });
}

/**
 * For sync: the chats (the bot feed first) with an event or a read-marker move at or after
 * `since`, every chat when there is no `since`. Change times are the database's; a change in the
 * same millisecond as `since` counts as changed: at worst it is sent twice, never missed.
 */
async function changedChats(db: Db, feed: BotFeed, user: UserRecord, since: Date | null): Promise<Chat[]> {
  const after = (at: Date | null | undefined) => !since || (!!at && at >= since);
  const markers = await markersRepo.markersOf(db, user.id);
  const cohort = cohortOf(user);
  const botMarker = markers.get(BOT_ROOM);
  const chats: Chat[] = [];
  if (after(await feed.feedChangedAt(cohort)) || after(botMarker?.updatedAt)) {
    const summary = await feed.feedSummary(cohort, botMarker?.eventId ?? 0);
    chats.push({
      uid: BOT_ROOM,
      kind: 'bot',
      members: [],
      events: summary.last ? [summary.last] : [],
      unread: summary.unread,
    });
  }
  const changed = (await repo.chatsOfMember(db, user.id)).filter(
    (c) => after(c.lastEventAt) || after(markers.get(c.uid)?.updatedAt),
  );
  chats.push(...(await describeChats(db, user, changed, markers)));
  return chats;
}

/** The support chats: the user's own, the visitors' form and the staff inbox. */
function supportCalls(db: Db) {
  return {
    /** The user's support chat, made on first use. */
    async supportChat(user: UserRecord): Promise<Chat> {
      const chat = await repo.ensureSupportChat(db, user.id);
      const [described] = await describeChats(db, user, [chat]);
      return described!;
    },

    /**
     * The support page's form for visitors: the message lands in the staff inbox (decision 033), in the
     * thread of this address from this browser (`fingerprint`, kept only as its SHA-256; decision 052).
     */
    async visitorSend(email: string, fingerprint: string | null, locale: Locale, text: string): Promise<void> {
      const browser = fingerprint ? createHash('sha256').update(fingerprint).digest('hex') : '';
      const message = { type: 'message' as const, text: cleanMessageText(text) };
      await withLog(db, async (scope) => {
        const chat = await repo.ensureVisitorChat(scope.tx, email.toLowerCase(), browser, locale);
        const { stored } = await repo.insertEvents(scope.tx, chat.id, null, [
          { uid: `visitor-${randomBytes(8).toString('hex')}`, type: 'message', data: message },
        ]);
        await tellChat(
          scope,
          chat,
          stored.map((r) => ({ type: 'chatEvent' as const, room: chat.uid, event: repo.toChatEvent(r, 0, 0, 0) })),
        );
      });
    },

    /** The staff support inbox, a page at a time. */
    async supportInbox(user: UserRecord, request: Parameters<typeof supportInboxPage>[1]) {
      if (!isStaff(user)) throw new ApiProblem(403, 'errors.forbidden');
      const { rows, total } = await supportInboxPage(db, request);
      const described = await describeChats(
        db,
        user,
        rows.map((r) => r.chat),
      );
      const data: SupportChatRow[] = rows.map((r, i) => ({
        uid: r.chat.uid,
        userId: r.chat.ownerId ?? 0,
        email: r.email ?? '',
        name: [r.firstName, r.lastName].filter(Boolean).join(' '),
        lastEvent: described[i]!.events[0] ?? null,
        unread: described[i]!.unread ?? 0,
        ...(r.visitor ? { visitor: true, ...(r.browser ? { browser: r.browser.slice(0, 6) } : {}) } : {}),
      }));
      return { data, count: total };
    },
  };
}

export function createChatModule({ db, notifications, users, stories, mailer, config }: ChatDeps) {
  const feed = createBotFeed(stories);
  const tellOwnerOfAnswer = createAnswerTeller({ notifications, mailer, config });

  return {
    ...supportCalls(db),

    /** The support page's contacts (support/contacts). */
    contacts: config.support,

    /** A page of a room's events, newest first (the bot room's from the feed). */
    async events(user: UserRecord, room: string, from: number | undefined, count: number) {
      if (room === BOT_ROOM)
        return feed.feedPage(cohortOf(user), await markersRepo.markerOf(db, user.id, BOT_ROOM), from, count);
      const chat = await openChat(db, user, room);
      const [page, mine, others] = await Promise.all([
        repo.eventsPage(db, chat.id, from, count),
        markersRepo.markerOf(db, user.id, chat.uid),
        markersRepo.othersMarker(db, chat.uid, user.id),
      ]);
      return { events: page.rows.map((r) => repo.toChatEvent(r, user.id, mine, others)), end: page.end };
    },

    /**
     * For sync: the chats (the bot feed first) with an event or a read-marker move at or after
     * `since`, every chat when there is no `since`.
     */
    chatsChangedSince: (user: UserRecord, since: Date | null): Promise<Chat[]> => changedChats(db, feed, user, since),

    /**
     * Stores the messages once each (a retried send with the same uids stores nothing new), marks the
     * chat read up to them, tells the chat's audience of the new ones, and the owner of a support
     * chat of a staff answer.
     */
    async send(user: UserRecord, room: string, outgoing: OutgoingMessage[]): Promise<{ events: ChatEvent[] }> {
      if (room === BOT_ROOM) throw new ApiProblem(403, 'errors.forbidden');
      const chat = await openChat(db, user, room);
      const messages = outgoing.map((e) => ({
        uid: e.uid,
        type: 'message',
        data: { type: 'message' as const, text: cleanMessageText(e.data.text) },
      }));
      const answered = chat.kind === 'support' && chat.ownerId !== user.id;
      // read before the transaction, which on PGlite holds the one connection
      const ownerLocale = answered && chat.ownerId ? await users.findUserLocale(chat.ownerId) : null;
      // The messages, the marker, their real-time messages and the owner's notification commit together:
      // a process dying half-way leaves nothing saved, and the client's retry (same uids) saves and tells.
      return withLog(db, async (scope) => {
        const { tx } = scope;
        if (answered) await repo.addMember(tx, chat.id, user.id, 'staff');
        const { stored, fresh } = await repo.insertEvents(tx, chat.id, user.id, messages);
        const others = await markersRepo.othersMarker(tx, chat.uid, user.id);
        const events = stored.map((r) => repo.toChatEvent(r, user.id, 0, others));
        const newest = Math.max(...stored.map((r) => r.id));
        // Writing in a chat means having read it up to one's own message.
        await markersRepo.advanceMarker(tx, user.id, chat.uid, newest);
        const announced = events.filter((e) => fresh.has(e.id!));
        if (announced.length > 0) {
          await tellChat(scope, chat, [
            ...announced.map((event) => ({
              type: 'chatEvent' as const,
              room: chat.uid,
              event: { ...event, read: false },
            })),
            { type: 'chatRead', room: chat.uid, reader: user.id, eventId: newest },
          ]);
          if (answered) await tellOwnerOfAnswer(scope, chat, ownerLocale, announced.at(-1)!.data.text ?? '');
        }
        return { events };
      });
    },

    async markRead(user: UserRecord, rooms: string[]): Promise<void> {
      for (const room of new Set(rooms)) await markRoomRead(db, feed, user, room);
    },
  };
}

export type ChatModule = ReturnType<typeof createChatModule>;
