import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat } from '@tt/contract';
import { eq } from 'drizzle-orm';
import { pushRegistrations } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startPushService, type TestPushService } from '../helpers/push-service.js';
import { isEvent, openSocket } from '../helpers/socket.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
let push: TestPushService;
beforeAll(async () => {
  push = await startPushService();
  // the local push service is plain http on 127.0.0.1: allowed by the test-only switch
  t = await startTestApp({
    DEMO_STORIES: 'false',
    AUTO_APPROVE: 'true',
    JOB_POLL_S: '0.5',
    PUSH_ALLOW_PRIVATE: 'true',
  });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const botOf = (chats: Chat[] = []) => chats.find((c) => c.uid === 'bot')!;

describe('a requested story arriving in the bot chat', () => {
  it('reaches the socket, the unread count, a notification and the browser push', async () => {
    const { token, id } = await t.register('asker@example.com');
    const info = await t.call('app/info', {});
    expect(info.body.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(
      (await t.call('notifier/Firebase/Register', { pushToken: 'not json', device: 'web', appid: 'web' }, token))
        .problem.errors?.[0]?.field,
    ).toBe('pushToken');
    expect(
      (
        await t.call(
          'notifier/Firebase/Register',
          { pushToken: push.subscribe('asker'), device: 'web', appid: 'web' },
          token,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(
          'notifier/Firebase/Register',
          { pushToken: push.subscribe('old-laptop', { gone: true }), device: 'web', appid: 'web' },
          token,
        )
      ).status,
    ).toBe(200);

    const before = await t.call('sync', {}, token);
    expect(botOf(before.body.chats)).toMatchObject({ unread: 0, events: [] });
    const socket = openSocket(t.url, { token, last: null });
    await socket.next((m) => m.type === 'ready');

    const asked = await t.call('tidings/story/sendany', { age: 4, topic: 'news' }, token);
    expect(asked.body.task).toBeTruthy();
    const arrived = await socket.next(isEvent('chatEvent'), 90_000);
    if (arrived.type !== 'event' || arrived.payload.type !== 'chatEvent') throw new Error('expected a chat event');
    expect(arrived.payload.room).toBe('bot');
    const storyUid = arrived.payload.event.data.story!;
    const note = await socket.next(isEvent('notification'));
    expect(note.type === 'event' && note.payload.type === 'notification' && note.payload.notification).toMatchObject({
      title: 'Your story is ready',
      actions: [{ type: 'internalLink', address: `/stories/${storyUid}` }],
    });

    const after = await t.call('sync', {}, token);
    expect(botOf(after.body.chats)).toMatchObject({
      unread: 1,
      events: [{ data: { type: 'story', story: storyUid } }],
    });
    await t.call('chat/read', { ids: ['bot'] }, token);
    expect(botOf((await t.call('sync', {}, token)).body.chats).unread).toBe(0);

    const pushes = await waitUntil(
      async () => {
        const mine = push.received.filter((p) => p.path === '/push/asker');
        return mine.length >= 2 && mine;
      },
      'two pushes',
      10_000,
    );
    expect(pushes.map((p) => p.message?.title).sort()).toEqual(['A new story has arrived', 'Your story is ready']);
    expect(pushes[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(pushes[0]!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(pushes.every((p) => p.message?.url === `/stories/${storyUid}`)).toBe(true);
    // the service said the old laptop's subscription is gone, so it is forgotten
    await waitUntil(
      async () => {
        const rows = await t.app.context.db.select().from(pushRegistrations).where(eq(pushRegistrations.userId, id));
        return rows.length === 1;
      },
      'the gone subscription to be dropped',
      10_000,
    );
    socket.close();
  });
});
