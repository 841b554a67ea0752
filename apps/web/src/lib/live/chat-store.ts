/** How the chats the client knows change with sync answers and real-time messages. */
import type { Chat, ChatEvent } from '@tt/contract';

export type ChatStore = ReadonlyMap<string, Chat>;

export function mergeChats(store: ChatStore, chats: Chat[]): ChatStore {
  const next = new Map(store);
  for (const chat of chats) next.set(chat.uid, chat);
  return next;
}

/** A new event: it becomes the chat's last one and, when somebody else wrote it, unread. */
export function addEvent(store: ChatStore, room: string, event: ChatEvent, me: number): ChatStore {
  const chat = store.get(room);
  if (!chat || chat.events[0]?.id === event.id) return store;
  const foreign = event.creator !== me;
  return new Map(store).set(room, { ...chat, events: [event], unread: (chat.unread ?? 0) + (foreign ? 1 : 0) });
}

/** My read marker moved (here or on another device): nothing in the chat is unread any more. */
export function markRead(store: ChatStore, room: string): ChatStore {
  const chat = store.get(room);
  if (!chat || !chat.unread) return store;
  return new Map(store).set(room, { ...chat, unread: 0 });
}

const newest = (chat: Chat) => chat.events[0]?.date ?? '';

/** The chats list: newest event first; the bot feed only for users who have it (feature news). */
export function sortedChats(store: ChatStore, withBot: boolean): Chat[] {
  return [...store.values()]
    .filter((c) => withBot || c.kind !== 'bot')
    .sort((a, b) => newest(b).localeCompare(newest(a)));
}

export function unreadCounts(store: ChatStore): { stories: number; chats: number } {
  let chats = 0;
  for (const chat of store.values()) if (chat.kind !== 'bot') chats += chat.unread ?? 0;
  return { stories: store.get('bot')?.unread ?? 0, chats };
}
