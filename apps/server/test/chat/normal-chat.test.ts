/**
 * A normal chat between two members (consumer §2 /chat?id=). No call in the spec creates one, so
 * the test makes it as the server would; everything after that goes through the calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChat } from '../../src/modules/chat/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false', SYNC_HOLD_MS: '300' });
});
afterAll(() => t.close());

const message = (uid: string, text: string) => ({ uid, type: 'message', data: { type: 'message' as const, text } });

describe('normal chat', () => {
  it('carries messages both ways, names the other member, and counts only foreign unread messages', async () => {
    const anna = await t.register('anna@example.com');
    const boris = await t.register('boris@example.com');
    const stranger = await t.register('stranger@example.com');
    const room = (await createChat(t.app.context.db, 'normal', [anna.id, boris.id])).uid;

    await t.call(
      'chat/send',
      { roomid: room, events: [message('a-1', 'Did Masha like the coral story?')] },
      anna.token,
    );
    await t.call('chat/send', { roomid: room, events: [message('b-1', 'She asked for it twice!')] }, boris.token);
    const unreadOf = async (token: string) =>
      (await t.call('sync', {}, token)).body.chats!.find((c) => c.uid === room)!;

    const annaChat = await unreadOf(anna.token);
    expect(annaChat.kind).toBe('normal');
    expect(annaChat.unread).toBe(1);
    expect(annaChat.members.map((m: { data: { userId: number } }) => m.data.userId).sort()).toEqual(
      [anna.id, boris.id].sort(),
    );
    await t.call('chat/read', { ids: [room] }, anna.token);
    expect((await unreadOf(anna.token)).unread).toBe(0);

    // replying marked Anna's first message read for Boris; her next one is new to him, whatever she reads
    await t.call('chat/send', { roomid: room, events: [message('a-2', 'Same here!')] }, anna.token);
    expect((await unreadOf(boris.token)).unread).toBe(1);
    const seenByBoris = await t.call('chat/events/get', { roomid: room, count: 10 }, boris.token);
    expect(seenByBoris.body.events.map((e) => e.data.text)).toEqual([
      'Same here!',
      'She asked for it twice!',
      'Did Masha like the coral story?',
    ]);

    expect((await t.call('chat/events/get', { roomid: room, count: 10 }, stranger.token)).status).toBe(404);
    expect((await t.call('chat/send', { roomid: room, events: [message('s-1', 'hi')] }, stranger.token)).status).toBe(
      404,
    );
  });
});
