// The consumer side's chat calls and notifications: messages, events, the support room, the list, push registration.
import { z } from '../zod.js';
import { signedIn } from '../access.js';
import { defineCall } from '../define.js';
import { empty, id, ok, text, uid } from '../entities/common.js';
import { isWebSubscription } from '../push.js';
import { ChatMessageText } from '../validation.js';
import { Chat, ChatEvent, Notification } from '../entities/chat.js';

/** What chat/send takes: message events only, each with text that is not blank (consumer §5 Chat message). */
const SentChatEvent = ChatEvent.extend({
  data: ChatEvent.shape.data.extend({ type: z.literal('message'), text: ChatMessageText }),
});

export const chatCalls = {
  'chat/send': defineCall({
    path: 'chat/send',
    access: signedIn,
    input: z.object({ roomid: uid, events: z.array(SentChatEvent).min(1).max(20) }),
    output: z.object({ events: z.array(ChatEvent) }),
    summary: 'Send messages (idempotent on event uid)',
  }),
  'chat/events/get': defineCall({
    path: 'chat/events/get',
    access: signedIn,
    input: z.object({
      roomid: uid,
      from: z.number().int().optional(),
      count: z.number().int().min(1).max(100).default(10),
    }),
    output: z.object({ events: z.array(ChatEvent), end: z.boolean() }),
    summary: 'Events, newest first, with an end flag',
  }),
  'chat/create/support': defineCall({
    path: 'chat/create/support',
    access: signedIn,
    input: empty,
    output: Chat,
    summary: 'Start the support chat',
  }),
  'chat/read': defineCall({
    path: 'chat/read',
    access: signedIn,
    input: z.object({ ids: z.array(uid).min(1).max(100) }),
    output: ok,
    summary: 'Mark foreign unread events read',
  }),
  'notifications/list': defineCall({
    path: 'notifications/list',
    access: signedIn,
    input: z.object({
      pageNumber: z.number().int().min(0).default(0),
      pageSize: z.number().int().min(1).max(100).default(20),
      includeOnlyUnreadFilter: z.boolean().default(true),
      /**
       * Keyset paging: the last (smallest) id the client holds; the page is the notifications
       * older than it and pageNumber is not used. Without it, pageNumber pages as the spec says.
       */
      beforeId: id.optional(),
    }),
    output: z.object({ data: z.array(Notification), count: z.number().int(), unread: z.number().int() }),
    summary: 'Paged notifications',
  }),
  'notifications/read': defineCall({
    path: 'notifications/read',
    access: signedIn,
    input: z.object({ ids: z.array(id).min(1).max(100) }),
    output: ok,
    summary: 'Mark read',
  }),
  'notifications/hide': defineCall({
    path: 'notifications/hide',
    access: signedIn,
    input: z.object({ id }),
    output: ok,
    summary: 'Hide one',
  }),
  'notifications/readall': defineCall({
    path: 'notifications/readall',
    access: signedIn,
    input: empty,
    output: ok,
    summary: 'Mark all read',
  }),
  'notifier/Firebase/Register': defineCall({
    path: 'notifier/Firebase/Register',
    access: signedIn,
    input: z
      .object({ token: text(4000).optional(), pushToken: text(4000), device: text(200), appid: text(200) })
      .refine((r) => r.device !== 'web' || isWebSubscription(r.pushToken), {
        message: 'validation.invalid',
        path: ['pushToken'],
      }),
    output: ok,
    summary: 'Store a push registration',
  }),
} as const;
