/** chat/* calls and the staff support inbox. */
import { randomBytes } from 'node:crypto';
import { cleanMessageText, localeOr, webRoutes, type SupportChatRow } from '@tt/contract';
import type { AppContext, Handlers } from '../../context.js';
import type { UserRecord } from '../../db/schema.js';
import { requireUser } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import { channels } from '../realtime/log.js';
import { findUserLocale } from '../accounts/users.js';
import { notify } from '../notifications/service.js';
import { notificationTexts } from '../notifications/texts.js';
import { BOT_ROOM, feedPage, feedSummary } from './bot-feed.js';
import { cohortOf } from '../../db/cohort.js';
import * as repo from './repository.js';
import { describeChats, isStaff, openChat, publishToChat } from './service.js';
import { supportInboxPage } from './repositories/support-inbox.js';
import { supportAnswerMail } from './support-mail.js';

/**
 * A staff answer in a support chat reaches its owner as a notification and a push; in a visitor's
 * chat (support page, no account) it reaches the visitor's e-mail.
 */
async function tellOwnerOfAnswer(app: AppContext, chat: repo.ChatRow, sender: UserRecord, text: string): Promise<void> {
  if (chat.kind !== 'support' || chat.ownerId === sender.id) return;
  if (chat.ownerId === null) {
    const visitor = await repo.findVisitor(app.db, chat.id);
    if (visitor)
      await app.mailer.send(
        supportAnswerMail(
          localeOr(visitor.locale),
          visitor.email,
          text,
          `${app.config.publicUrl}${webRoutes.supportPage}`,
        ),
      );
    return;
  }
  const t = notificationTexts(await findUserLocale(app.db, chat.ownerId!));
  await notify(app, chat.ownerId!, {
    type: 'support',
    title: t.supportTitle,
    body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
    actions: [{ text: t.open, type: 'internalLink', address: webRoutes.supportChat }],
  });
}

async function markRead(app: AppContext, user: UserRecord, room: string): Promise<void> {
  if (room === BOT_ROOM) {
    const { last } = await feedSummary(app.db, cohortOf(user), 0);
    if (last?.id && (await repo.advanceMarker(app.db, user.id, BOT_ROOM, last.id))) {
      await app.realtime.publish([
        { channel: channels.user(user.id), payload: { type: 'chatRead', room, reader: user.id, eventId: last.id } },
      ]);
    }
    return;
  }
  const chat = await openChat(app.db, user, room);
  const latest = await repo.latestEventId(app.db, chat.id);
  if (latest && (await repo.advanceMarker(app.db, user.id, chat.uid, latest))) {
    await publishToChat(app, chat, [{ type: 'chatRead', room, reader: user.id, eventId: latest }]);
  }
}

export const chatHandlers: Handlers = {
  'chat/events/get': async (input, ctx) => {
    const user = requireUser(ctx);
    if (input.roomid === BOT_ROOM)
      return feedPage(
        ctx.app.db,
        cohortOf(user),
        await repo.markerOf(ctx.app.db, user.id, BOT_ROOM),
        input.from,
        input.count,
      );
    const chat = await openChat(ctx.app.db, user, input.roomid);
    const [page, mine, others] = await Promise.all([
      repo.eventsPage(ctx.app.db, chat.id, input.from, input.count),
      repo.markerOf(ctx.app.db, user.id, chat.uid),
      repo.othersMarker(ctx.app.db, chat.uid, user.id),
    ]);
    return { events: page.rows.map((r) => repo.toChatEvent(r, user.id, mine, others)), end: page.end };
  },

  'chat/send': async (input, ctx) => {
    const user = requireUser(ctx);
    if (input.roomid === BOT_ROOM) throw new ApiProblem(403, 'errors.forbidden');
    const chat = await openChat(ctx.app.db, user, input.roomid);
    const messages = input.events.map((e) => ({
      uid: e.uid,
      type: 'message',
      data: { type: 'message' as const, text: cleanMessageText(e.data.text) },
    }));
    if (chat.kind === 'support' && chat.ownerId !== user.id)
      await repo.addMember(ctx.app.db, chat.id, user.id, 'staff');
    const { stored, fresh } = await repo.insertEvents(ctx.app.db, chat.id, user.id, messages);
    const others = await repo.othersMarker(ctx.app.db, chat.uid, user.id);
    const events = stored.map((r) => repo.toChatEvent(r, user.id, 0, others));
    const newest = Math.max(...stored.map((r) => r.id));
    // Writing in a chat means having read it up to one's own message.
    await repo.advanceMarker(ctx.app.db, user.id, chat.uid, newest);
    const announced = events.filter((e) => fresh.has(e.id!));
    if (announced.length > 0) {
      await publishToChat(ctx.app, chat, [
        ...announced.map((event) => ({ type: 'chatEvent' as const, room: chat.uid, event: { ...event, read: false } })),
        { type: 'chatRead', room: chat.uid, reader: user.id, eventId: newest },
      ]);
      await tellOwnerOfAnswer(ctx.app, chat, user, announced.at(-1)!.data.text ?? '');
    }
    return { events };
  },

  'chat/create/support': async (_input, ctx) => {
    const user = requireUser(ctx);
    const chat = await repo.ensureSupportChat(ctx.app.db, user.id);
    const [described] = await describeChats(ctx.app.db, user, [chat]);
    return described!;
  },

  'chat/read': async (input, ctx) => {
    const user = requireUser(ctx);
    for (const room of new Set(input.ids)) await markRead(ctx.app, user, room);
    return { success: true };
  },

  'support/contacts': async (_input, ctx) => ctx.app.config.support,

  /** The support page's form for visitors: the message lands in the staff inbox (decision 033). */
  'support/visitor/send': async (input, ctx) => {
    const email = input.email.toLowerCase();
    const chat = await repo.ensureVisitorChat(ctx.app.db, email, input.locale ?? ctx.locale);
    const message = { type: 'message' as const, text: cleanMessageText(input.text) };
    const { stored } = await repo.insertEvents(ctx.app.db, chat.id, null, [
      { uid: `visitor-${randomBytes(8).toString('hex')}`, type: 'message', data: message },
    ]);
    await publishToChat(
      ctx.app,
      chat,
      stored.map((r) => ({ type: 'chatEvent' as const, room: chat.uid, event: repo.toChatEvent(r, 0, 0, 0) })),
    );
    return { success: true as const };
  },

  'team/support/chats': async (input, ctx) => {
    const user = requireUser(ctx);
    if (!isStaff(user)) throw new ApiProblem(403, 'errors.forbidden');
    const { rows, total } = await supportInboxPage(ctx.app.db, input);
    const described = await describeChats(
      ctx.app.db,
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
      ...(r.visitor ? { visitor: true } : {}),
    }));
    return { data, count: total };
  },
};
