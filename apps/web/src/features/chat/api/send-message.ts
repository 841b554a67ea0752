/** chat/send: one text message; the client-made uid makes a retried send stored once. */
import { api } from '../../../lib/api/client';

export const sendMessage = (room: string, uid: string, text: string) =>
  api('chat/send', { roomid: room, events: [{ uid, type: 'message', data: { type: 'message', text } }] });
