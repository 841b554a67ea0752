/** chat/send: one text message; the client-made uid makes a retried send stored once. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface MessageToSend {
  room: string;
  uid: string;
  text: string;
}

export const sendMessage = ({ room, uid, text }: MessageToSend) =>
  api('chat/send', { roomid: room, events: [{ uid, type: 'message', data: { type: 'message', text } }] });

export const useSendMessage = () => useMutation({ mutationKey: ['chat/send'], mutationFn: sendMessage });
