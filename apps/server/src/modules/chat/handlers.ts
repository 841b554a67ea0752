/** chat/* calls, the support page's form and the staff support inbox: parsed input → the chat module. */
import { requireUser, type Handlers } from '../../context.js';
import type { ChatModule } from './service.js';

export const chatHandlers = (chat: ChatModule): Handlers => ({
  'chat/events/get': async (input, ctx) => chat.events(requireUser(ctx), input.roomid, input.from, input.count),
  'chat/send': async (input, ctx) => chat.send(requireUser(ctx), input.roomid, input.events),
  'chat/create/support': async (_input, ctx) => chat.supportChat(requireUser(ctx)),
  'chat/read': async (input, ctx) => {
    await chat.markRead(requireUser(ctx), input.ids);
    return { success: true };
  },
  'support/contacts': async () => chat.contacts,
  'support/visitor/send': async (input, ctx) => {
    await chat.visitorSend(input.email, ctx.fingerprint, input.locale ?? ctx.locale, input.text);
    return { success: true as const };
  },
  'team/support/chats': async (input, ctx) => chat.supportInbox(requireUser(ctx), input),
});
