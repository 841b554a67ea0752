/** Who may open a chat, and who hears of its events (createChatModule's plain parts). */
import { channels, type LoggedTx, type LogMessage } from '../realtime/index.js';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import { isStaff } from './staff.js';
import * as repo from './repository.js';

/** The chat behind a room id, if this user may read and write it. */
export async function openChat(db: Db, user: UserRecord, uid: string): Promise<repo.ChatRow> {
  const chat = await repo.findChat(db, uid);
  if (!chat) throw new ApiProblem(404, 'errors.chatNotFound');
  if (chat.kind === 'support' && isStaff(user)) return chat;
  const members = await repo.membersOf(db, [chat.id]);
  if (!members.some((m) => m.userId === user.id)) throw new ApiProblem(404, 'errors.chatNotFound');
  return chat;
}

/** Who hears a chat's events: its members, and for support chats every staff member. */
async function audienceOf(tx: Db, chat: repo.ChatRow): Promise<string[]> {
  // a visitor's support chat (support page, no account) has no owner to tell
  if (chat.kind === 'support') return chat.ownerId ? [channels.user(chat.ownerId), channels.staff] : [channels.staff];
  const members = await repo.membersOf(tx, [chat.id]);
  return members.map((m) => channels.user(m.userId));
}

/** Queues the messages to the chat's audience in the caller's transaction (they commit with its data). */
export async function tellChat(
  { tx, log }: LoggedTx,
  chat: repo.ChatRow,
  payloads: LogMessage['payload'][],
): Promise<void> {
  const audience = await audienceOf(tx, chat);
  log(...payloads.flatMap((payload) => audience.map((channel) => ({ channel, payload }))));
}
