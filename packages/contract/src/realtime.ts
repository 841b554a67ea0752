/**
 * The WebSocket at /api/ws (decision 009). The client opens it, sends `hello` with its
 * token and the id of the last message it applied; the server replays what it missed, answers
 * `ready`, then pushes live messages. Every pushed message carries a growing `seq`, so a client
 * that reconnects with its last seq gets each missed message exactly once.
 */
import { z } from './zod.js';
import { ChatEvent, Notification } from './entities/chat.js';
import { PaymentState } from './entities/plan.js';

export const ClientHello = z.object({
  type: z.literal('hello'),
  token: z.string().min(1).max(200),
  /** The seq of the last message applied, or null on a first connect. */
  last: z.number().int().nonnegative().nullable(),
});
export type ClientHello = z.infer<typeof ClientHello>;

/** What can happen, as sent to the clients concerned. */
export const RealtimePayload = z.discriminatedUnion('type', [
  /** A new event in a chat; room is the chat uid, or "bot" for the story feed. */
  z.object({ type: z.literal('chatEvent'), room: z.string(), event: ChatEvent }),
  /** Somebody's read marker moved in a chat. */
  z.object({ type: z.literal('chatRead'), room: z.string(), reader: z.number().int(), eventId: z.number().int() }),
  z.object({ type: z.literal('notification'), notification: Notification }),
  z.object({ type: z.literal('readNotification'), ids: z.array(z.number().int()) }),
  z.object({ type: z.literal('readAllNotifications') }),
  z.object({ type: z.literal('hideNotification'), notificationId: z.number().int() }),
  /** The user's info or features changed: a client may ask sync at once. */
  z.object({ type: z.literal('userChanged') }),
  /**
   * One of the user's payments moved (bank notification, rebill, refund): refetch payments/userplans
   * (plans and licence). The payment dialog shows success when its paymentId arrives as confirmed.
   */
  z.object({
    type: z.literal('paymentChanged'),
    paymentId: z.number().int(),
    orderId: z.string(),
    state: PaymentState,
  }),
]);
export type RealtimePayload = z.infer<typeof RealtimePayload>;

export const ServerMessage = z.union([
  z.object({ type: z.literal('event'), seq: z.number().int(), payload: RealtimePayload }),
  /** Replay is over; `seq` is the newest seq the client now has. */
  z.object({ type: z.literal('ready'), seq: z.number().int() }),
  /** The client's `last` is older than what the server keeps: reload state through the calls. */
  z.object({ type: z.literal('reset'), seq: z.number().int() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
