import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerMessage } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { isEvent, openSocket } from '../helpers/socket.js';

const HOLD_MS = 1500;
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false', SYNC_HOLD_MS: String(HOLD_MS) });
  staff = await t.signInAs(['team']);
});
afterAll(() => t.close());

const message = (uid: string, text: string) => ({ uid, type: 'message', data: { type: 'message' as const, text } });
const textsOf = (messages: ServerMessage[]) =>
  messages.flatMap((m) => (m.type === 'event' && m.payload.type === 'chatEvent' ? [m.payload.event.data.text] : []));

describe('WebSocket /api/ws', () => {
  it('closes with 4401 for a token that is not valid and 4400 for a bad hello', async () => {
    expect((await openSocket(t.url, { token: 'nope', last: null }).closed).code).toBe(4401);
    expect((await openSocket(t.url, '{"type":"hi"}').closed).code).toBe(4400);
  });

  it('delivers a support message to the user and to staff', async () => {
    const { token } = await t.register('live@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    const user = openSocket(t.url, { token, last: null });
    const desk = openSocket(t.url, { token: staff, last: null });
    await Promise.all([user.next((m) => m.type === 'ready'), desk.next((m) => m.type === 'ready')]);
    await t.call('chat/send', { roomid: room, events: [message('l-1', 'Is anyone there?')] }, token);
    const seen = await desk.next(isEvent('chatEvent'));
    expect(seen.type === 'event' && seen.payload.type === 'chatEvent' && seen.payload.room).toBe(room);
    await t.call('chat/send', { roomid: room, events: [message('l-2', 'Yes, hello!')] }, staff);
    await user.next((m) => textsOf([m]).includes('Yes, hello!'));
    await user.next(isEvent('notification'));
    user.close();
    desk.close();
  });

  it('replays exactly what a dropped socket missed, then goes on live', async () => {
    const { token } = await t.register('flaky@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    const first = openSocket(t.url, { token, last: null });
    const ready = await first.next((m) => m.type === 'ready');
    await t.call('chat/send', { roomid: room, events: [message('f-1', 'one')] }, staff);
    const one = await first.next((m) => textsOf([m]).includes('one'));
    first.drop();

    await t.call('chat/send', { roomid: room, events: [message('f-2', 'two')] }, staff);
    await t.call('chat/send', { roomid: room, events: [message('f-3', 'three')] }, staff);
    const again = openSocket(t.url, { token, last: one.type === 'event' ? one.seq : ready.seq });
    const readyAgain = await again.next((m) => m.type === 'ready');
    await t.call('chat/send', { roomid: room, events: [message('f-4', 'four')] }, staff);
    await again.next((m) => textsOf([m]).includes('four'));

    expect(textsOf(again.messages)).toEqual(['two', 'three', 'four']);
    const seqs = again.messages.flatMap((m) => (m.type === 'event' ? [m.seq] : []));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // the replayed ones come before ready, the live one after it
    const at = (text: string) => again.messages.findIndex((m) => textsOf([m]).includes(text));
    expect(at('three')).toBeLessThan(again.messages.indexOf(readyAgain));
    expect(at('four')).toBeGreaterThan(again.messages.indexOf(readyAgain));
    again.close();
  });

  it('tells a client whose last seq is no longer kept to reload', async () => {
    const { token } = await t.register('sleepy@example.com');
    await t.call('chat/create/support', {}, token);
    await t.app.context.realtime.publish([{ channel: 'user:0', payload: { type: 'readAllNotifications' } }]);
    await t.app.context.realtime.prune(-1000);
    await t.app.context.realtime.publish([{ channel: 'user:0', payload: { type: 'readAllNotifications' } }]);
    const socket = openSocket(t.url, { token, last: 0 });
    expect((await socket.next((m) => m.type === 'reset' || m.type === 'ready')).type).toBe('reset');
    socket.close();
  });
});

describe('sync long poll', () => {
  it('answers at once without a date or with changes, and holds otherwise', async () => {
    const { token } = await t.register('poller@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    const full = await t.call('sync', {}, token);
    expect(full.body.info!.email).toBe('poller@example.com');
    expect(full.body.chats!.map((c: { kind: string }) => c.kind).sort()).toEqual(['bot', 'support']);

    const started = Date.now();
    const quiet = await t.call('sync', { date: full.body.date }, token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 100);
    expect(quiet.body.chats).toBeUndefined();
    expect(quiet.body.info).toBeUndefined();

    // the message is sent once the sync is held; a held answer carries it only if the message woke it
    const subscribed = t.app.context.realtime.subscriptions;
    const waiting = t.call('sync', { date: quiet.body.date }, token);
    await expect.poll(() => t.app.context.realtime.subscriptions).toBeGreaterThan(subscribed);
    await t.call('chat/send', { roomid: room, events: [message('w-1', 'wake up')] }, staff);
    const woken = await waiting;
    expect(woken.body.chats).toEqual([
      expect.objectContaining({
        uid: room,
        unread: 1,
        events: [expect.objectContaining({ data: expect.objectContaining({ text: 'wake up' }) })],
      }),
    ]);

    expect((await t.call('user/info/commonEdit', { info: { bday: '2021-03-04' } }, token)).status).toBe(200);
    const changed = await t.call('sync', { date: woken.body.date }, token);
    expect(changed.body.info!.bday).toBe('2021-03-04');
  });

  it('names the field of a date it cannot read', async () => {
    const { token } = await t.register('typo@example.com');
    const res = await t.call('sync', { date: 'yesterday-ish' }, token);
    expect(res.status).toBe(422);
    expect(res.problem.errors?.[0]?.field).toBe('date');
  });
});
