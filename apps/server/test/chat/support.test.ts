import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT } from '@tt/contract';
import { findChat, insertEvents } from '../../src/modules/chat/repository.js';
import { users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false', SYNC_HOLD_MS: '300' });
  staff = await t.signInAs(['team']);
});
afterAll(() => t.close());

const message = (uid: string, text: string) => ({ uid, type: 'message', data: { type: 'message' as const, text } });

describe('support chat', () => {
  it('starts once per user, and a retried send is stored once', async () => {
    const { token } = await t.register('parent@example.com');
    const first = await t.call('chat/create/support', {}, token);
    const again = await t.call('chat/create/support', {}, token);
    expect(first.status).toBe(200);
    expect(again.body.uid).toBe(first.body.uid);
    expect(first.body.kind).toBe('support');

    const room = first.body.uid;
    const sent = await t.call(
      'chat/send',
      { roomid: room, events: [message('m-1', 'Hello, the sound does not play')] },
      token,
    );
    const retried = await t.call(
      'chat/send',
      { roomid: room, events: [message('m-1', 'Hello, the sound does not play')] },
      token,
    );
    expect(sent.body.events[0].id).toBe(retried.body.events[0].id);
    const events = await t.call('chat/events/get', { roomid: room, count: 10 }, token);
    expect(events.body.events.map((e) => e.data.text)).toEqual(['Hello, the sound does not play']);
    expect(events.body.end).toBe(true);
  });

  it('refuses empty messages, story events, the bot room and other people’s chats, naming the field', async () => {
    const { token } = await t.register('careful@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    const blank = await t.call('chat/send', { roomid: room, events: [message('b-1', '  \n ')] }, token);
    expect(blank.status).toBe(422);
    expect(blank.problem.errors?.[0]).toMatchObject({ field: 'events.0.data.text', key: 'validation.emptyMessage' });
    const controls = await t.call('chat/send', { roomid: room, events: [message('c-1', '\u0007\u0001 ')] }, token);
    expect(controls.problem.errors?.[0]?.field).toBe('events.0.data.text');
    const story = await t.callUnchecked(
      'chat/send',
      { roomid: room, events: [{ uid: 's-1', type: 'message', data: { type: 'story', story: 'x' } }] },
      token,
    );
    expect(story.problem.errors?.[0]?.field).toBe('events.0.data.type');
    expect((await t.call('chat/send', { roomid: 'bot', events: [message('x', 'hi')] }, token)).status).toBe(403);
    const stranger = (await t.register('stranger@example.com')).token;
    const peek = await t.call('chat/events/get', { roomid: room, count: 10 }, stranger);
    expect(peek.status).toBe(404);
    expect(peek.problem.title).toBe('Chat not found');
    expect((await t.call('chat/read', { ids: ['no-such-chat'] }, token)).status).toBe(404);
  });

  it('goes round: the user writes, staff see it unread in the inbox, answer, and the user is notified', async () => {
    const { token } = await t.register('roundtrip@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    await t.call('chat/send', { roomid: room, events: [message('q-1', 'Can my son listen in Russian?')] }, token);

    const inbox = await t.call(
      'team/support/chats',
      { pageNumber: 0, pageSize: 20, searchStrFilter: 'roundtrip' },
      staff,
    );
    expect(inbox.body.count).toBe(1);
    expect(inbox.body.data[0]).toMatchObject({
      uid: room,
      email: 'roundtrip@example.com',
      unread: 1,
      lastEvent: { data: { text: 'Can my son listen in Russian?' } },
    });
    expect((await t.call('team/support/chats', { pageNumber: 0, pageSize: 20 }, token)).status).toBe(403);

    await t.call('chat/read', { ids: [room] }, staff);
    const afterRead = await t.call(
      'team/support/chats',
      { pageNumber: 0, pageSize: 20, searchStrFilter: 'roundtrip' },
      staff,
    );
    expect(afterRead.body.data[0].unread).toBe(0);
    // the user's own message now shows as read by the other side
    const mine = await t.call('chat/events/get', { roomid: room, count: 10 }, token);
    expect(mine.body.events[0].read).toBe(true);

    await t.call(
      'chat/send',
      { roomid: room, events: [message('a-1', 'Yes: switch the language in the profile.')] },
      staff,
    );
    const summary = (await t.call('sync', {}, token)).body.chats!.find((c) => c.kind === 'support')!;
    expect(summary.unread).toBe(1);
    expect(summary.members.map((m: { relation: string }) => m.relation).sort()).toEqual(['owner', 'staff']);
    const notes = await t.call(
      'notifications/list',
      { pageNumber: 0, pageSize: 10, includeOnlyUnreadFilter: true },
      token,
    );
    expect(notes.body.unread).toBe(1);
    expect(notes.body.data[0]).toMatchObject({
      type: 'support',
      title: 'Support answered',
      body: 'Yes: switch the language in the profile.',
      actions: [{ type: 'internalLink', address: '/chat?support=true' }],
    });

    await t.call('chat/read', { ids: [room] }, token);
    const read = (await t.call('sync', {}, token)).body.chats!.find((c) => c.kind === 'support')!;
    expect(read.unread).toBe(0);
  });

  it('pages events newest first with an end flag', async () => {
    const { token } = await t.register('chatty@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    for (let i = 1; i <= 12; i++)
      await t.call('chat/send', { roomid: room, events: [message(`p-${i}`, `message ${i}`)] }, token);
    const first = await t.call('chat/events/get', { roomid: room, count: 10 }, token);
    expect(first.body.events).toHaveLength(10);
    expect(first.body.events[0].data.text).toBe('message 12');
    expect(first.body.end).toBe(false);
    const second = await t.call(
      'chat/events/get',
      { roomid: room, count: 10, from: first.body.events.at(-1)!.id },
      token,
    );
    expect(second.body.events.map((e) => e.data.text)).toEqual(['message 2', 'message 1']);
    expect(second.body.end).toBe(true);
  });

  it('counts every support chat, new and deleted ones too, and searches owners by any part of the e-mail', async () => {
    const inbox = (searchStrFilter?: string) =>
      t.call('team/support/chats', { pageNumber: 0, pageSize: 20, searchStrFilter }, staff);
    const before = (await inbox()).body.count;
    const made = [];
    for (const email of ['inbox_a@example.com', 'inboxza@example.com'])
      made.push(
        await t.register(email).then(async (u) => ({ ...u, room: await t.call('chat/create/support', {}, u.token) })),
      );
    expect((await inbox()).body.count).toBe(before + 2);
    // the newest chat first; _ is a letter, not a wildcard
    expect((await inbox('inbox')).body.data.map((r: { email: string }) => r.email)).toEqual([
      'inboxza@example.com',
      'inbox_a@example.com',
    ]);
    expect((await inbox('x_a@')).body).toMatchObject({ count: 1, data: [{ email: 'inbox_a@example.com' }] });
    expect((await inbox('zz-nobody')).body).toMatchObject({ count: 0, data: [] });
    // a deleted account takes its chat out of the count
    await t.app.context.db.delete(users).where(eq(users.id, made[0]!.id));
    expect((await inbox()).body.count).toBe(before + 1);
  });

  it('counts unread messages up to one past the badge cap, however many there are', async () => {
    const { token, id } = await t.register('talkative@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    const chat = (await findChat(t.app.context.db, room))!;
    const many = Array.from({ length: CHAT.badgeCap + 30 }, (_, i) => message(`many-${i}`, `line ${i}`));
    await insertEvents(t.app.context.db, chat.id, id, many as never);
    const inbox = await t.call(
      'team/support/chats',
      { pageNumber: 0, pageSize: 20, searchStrFilter: 'talkative' },
      staff,
    );
    expect(inbox.body.data[0].unread).toBe(CHAT.badgeCap + 1);
    // and the owner's own messages are never unread to the owner
    const own = (await t.call('sync', {}, token)).body.chats!.find((c) => c.uid === room)!;
    expect(own.unread).toBe(0);
  });
});
