import { z } from 'zod';
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

export const ChatMember = z.object({ relation: text(40), data: z.object({ userId: id }) });
export const Chat = z.object({
  uid,
  id: z.number().int().optional(),
  kind: z.enum(['bot', 'support', 'normal']),
  members: z.array(ChatMember),
  events: z.array(ChatEvent),
  read_markers: z.record(z.string(), z.number().int()).optional(),
  unread: z.number().int().optional(),
});

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
