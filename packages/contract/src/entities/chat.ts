import { z } from '../zod.js';
import { id, isoDate, text, uid } from './common.js';

export const CHAT_EVENT_DATA_TYPES = ['message', 'story', 'system'] as const;

/** consumer §3 Chat event. `uid` is made by the client so a retried send never duplicates. */
export const ChatEvent = z.object({
  id: z.number().int().optional(),
  uid,
  type: z.literal('message').or(z.string().max(40)),
  creator: z.number().int().nullable().optional(),
  read: z.boolean().optional(),
  date: isoDate.optional(),
  data: z.object({
    type: z.enum(CHAT_EVENT_DATA_TYPES),
    text: text(10_000).optional(),
    story: uid.optional(),
    icons: z.array(text(200)).max(20).optional(),
    template: text(100).optional(),
  }),
});
export type ChatEvent = z.infer<typeof ChatEvent>;

/** relation: owner (the user who started it), member, or staff (answered it from the panel). */
export const ChatMember = z.object({ relation: text(40), data: z.object({ userId: id, name: text(200).optional() }) });
export const Chat = z.object({
  uid,
  id: z.number().int().optional(),
  kind: z.enum(['bot', 'support', 'normal']),
  members: z.array(ChatMember),
  events: z.array(ChatEvent),
  read_markers: z.record(z.string(), z.number().int()).optional(),
  /** Foreign events after the caller's read marker. */
  unread: z.number().int().optional(),
});
export type Chat = z.infer<typeof Chat>;

/** consumer §3 Notification. */
export const NotificationAction = z.object({
  text: z.string(),
  icon: z.string().optional(),
  type: z.enum(['externalLink', 'internalLink']),
  address: z.string(),
});
export const Notification = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  created: isoDate,
  read: z.boolean(),
  actions: z.array(NotificationAction).optional(),
});
export type Notification = z.infer<typeof Notification>;

/** The staff side of a support chat (the panel inbox at /panel/support). */
export const SupportChatRow = z.object({
  uid,
  userId: id,
  email: z.string(),
  name: z.string(),
  lastEvent: ChatEvent.nullable(),
  unread: z.number().int(),
  /** A visitor's message from the support page (no account, userId 0): answers go to `email` by mail. */
  visitor: z.boolean().optional(),
  /**
   * A visitor's browser, a short label of its id: the same address typed in two browsers is two threads,
   * and staff see which browser wrote, since nobody confirmed the address (issue 25 point 16).
   */
  browser: z.string().optional(),
});
export type SupportChatRow = z.infer<typeof SupportChatRow>;
