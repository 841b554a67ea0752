/**
 * The chat module's send on its own: its SQL on a real database (its real-time messages are read
 * back from the log it writes them to), every other module a fake that records what it was asked
 * (notifications, users, the studio's feed, the mailer).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gt } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.js';
import { realtimeLog, users, type UserRecord } from '../../src/db/schema.js';
import type { MailMessage } from '../../src/mail/types.js';
import { createChatModule, type ChatDeps } from '../../src/modules/chat/index.js';
import { createChat } from '../../src/modules/chat/repository.js';
import type { NewNotification } from '../../src/modules/notifications/index.js';
import { channels, type LogMessage } from '../../src/modules/realtime/index.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let testDb: TestDatabase;
let database: Database;
/** The log's newest seq before the test: what it published is logged after it. */
let mark: number;
let notified: { userId: number; note: NewNotification }[];
let mailed: MailMessage[];
let chat: ReturnType<typeof createChatModule>;

const SUPPORT_URL = 'https://tidings.test';

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.config);
  const deps: ChatDeps = {
    db: database.db,
    notifications: {
      notify: async (userId, note) => {
        notified.push({ userId, note });
        return {} as never;
      },
    },
    users: { findUserLocale: async () => 'ru' },
    stories: { feedStories: async () => [], feedStoriesAfter: async () => 0, feedPublishedAt: async () => null },
    mailer: { send: async (message) => void mailed.push(message) },
    config: { publicUrl: () => SUPPORT_URL, support: { email: null, phone: null, widgetUrl: null } },
  };
  chat = createChatModule(deps);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});
const newestSeq = async () =>
  (await database.db.select({ seq: realtimeLog.seq }).from(realtimeLog)).reduce((m, r) => Math.max(m, r.seq), 0);
/** The messages logged since `mark`, as the chat module wrote them. */
const publishedMessages = async (): Promise<LogMessage[]> =>
  (await database.db.select().from(realtimeLog).where(gt(realtimeLog.seq, mark)).orderBy(realtimeLog.seq)).map((r) => ({
    channel: r.channel,
    payload: r.payload as LogMessage['payload'],
  }));

beforeEach(async () => {
  mark = await newestSeq();
  notified = [];
  mailed = [];
});

let made = 0;
async function user(features: string[] = []): Promise<UserRecord> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `chat-send-${++made}@example.com`, features })
    .returning();
  return row!;
}

const message = (uid: string, text: string) => ({ uid, data: { text } });

describe('chat send', () => {
  it("stores a member's message, marks it read for them and tells every member, nobody else", async () => {
    const [ann, bob] = [await user(), await user()];
    const room = await createChat(database.db, 'normal', [ann.id, bob.id]);
    const { events } = await chat.send(ann, room.uid, [message('m-1', 'hello   ')]);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ type: 'message', text: 'hello' });
    expect(new Set((await publishedMessages()).map((m) => m.channel))).toEqual(
      new Set([channels.user(ann.id), channels.user(bob.id)]),
    );
    expect((await publishedMessages()).map((m) => m.payload.type).sort()).toEqual([
      'chatEvent',
      'chatEvent',
      'chatRead',
      'chatRead',
    ]);
    expect(notified).toEqual([]);
    expect(mailed).toEqual([]);
  });

  it('stores a retried send once and announces nothing the second time', async () => {
    const [ann, bob] = [await user(), await user()];
    const room = await createChat(database.db, 'normal', [ann.id, bob.id]);
    const first = await chat.send(ann, room.uid, [message('retry-1', 'once')]);
    mark = await newestSeq();
    const again = await chat.send(ann, room.uid, [message('retry-1', 'once')]);
    expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
    expect(await publishedMessages()).toEqual([]);
  });

  it("tells a support chat's owner of a staff answer, in the owner's language, and staff hear it too", async () => {
    const [owner, staff] = [await user(), await user(['team'])];
    const { uid } = await chat.supportChat(owner);
    await chat.send(staff, uid, [message('a-1', 'x'.repeat(200))]);
    expect(notified).toHaveLength(1);
    expect(notified[0]!.userId).toBe(owner.id);
    expect(notified[0]!.note.title).toBe('Ответ поддержки');
    expect(notified[0]!.note.body).toHaveLength(140);
    expect(new Set((await publishedMessages()).map((m) => m.channel))).toEqual(
      new Set([channels.user(owner.id), channels.staff]),
    );
    // the owner's own message tells nobody
    notified = [];
    await chat.send(owner, uid, [message('o-1', 'thanks')]);
    expect(notified).toEqual([]);
  });

  it("e-mails a staff answer to a visitor who wrote from the support page, with the page's link", async () => {
    const staff = await user(['admin']);
    await chat.visitorSend('Visitor@Example.com', 'browser-1', 'en', 'Where is my story?');
    const inbox = await chat.supportInbox(staff, { pageNumber: 0, pageSize: 10 });
    const row = inbox.data.find((r) => r.email === 'visitor@example.com')!;
    await chat.send(staff, row.uid, [message('v-1', 'Here it is')]);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.to).toBe('visitor@example.com');
    expect(mailed[0]!.text).toContain('Here it is');
    expect(mailed[0]!.text).toContain(`${SUPPORT_URL}/support`);
    expect(notified).toEqual([]);
  });

  it('refuses the bot room and a chat the user is not in', async () => {
    const [ann, bob, eve] = [await user(), await user(), await user()];
    const room = await createChat(database.db, 'normal', [ann.id, bob.id]);
    await expect(chat.send(ann, 'bot', [message('b-1', 'hi')])).rejects.toMatchObject({ status: 403 });
    await expect(chat.send(eve, room.uid, [message('e-1', 'hi')])).rejects.toMatchObject({ status: 404 });
    expect(await publishedMessages()).toEqual([]);
  });
});
