/**
 * Real-time delivery is gap-free and in seq order: many messages published at once reach a socket
 * each exactly once, in order, across a reconnect; a long replay is sent whole, page by page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@tt/contract';
import { channels } from '../../src/modules/realtime/log.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { openSocket, type TestSocket } from '../helpers/socket.js';
import { waitUntil } from '../helpers/wait.js';

const PAGE = 4;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false', REALTIME_PAGE_SIZE: String(PAGE) });
});
afterAll(() => t.close());

/** The numbered messages a socket got, as [seq, number] in arrival order. */
const numbered = (messages: ServerMessage[]) =>
  messages.flatMap((m) =>
    m.type === 'event' && m.payload.type === 'readNotification' ? [[m.seq, m.payload.ids[0]!] as const] : [],
  );

/** Publishes numbers from..to-1 to the user, all at once, interleaved with noise for others. */
function publishWave(userId: number, from: number, to: number): Promise<unknown> {
  const hub = t.app.context.realtime;
  return Promise.all(
    Array.from({ length: to - from }, (_, i) =>
      hub.publish([
        { channel: channels.user(userId), payload: { type: 'readNotification', ids: [from + i] } },
        { channel: channels.user(0), payload: { type: 'readAllNotifications' } },
      ]),
    ),
  );
}

const got = (socket: TestSocket, n: number) =>
  waitUntil(async () => numbered(socket.messages).length >= n, `${n} messages`, 30_000, 20);

describe('real-time order', () => {
  it('delivers concurrent publishes once each, in seq order, across a reconnect', async () => {
    const { token, id } = await t.register('order@example.com');
    const first = openSocket(t.url, { token, last: null });
    await first.next((m) => m.type === 'ready');
    const wave1 = publishWave(id, 0, 120);
    await got(first, 30);
    first.drop();
    const before = numbered(first.messages);
    const wave2 = publishWave(id, 120, 240);
    const second = openSocket(t.url, { token, last: before.at(-1)![0] });
    await Promise.all([wave1, wave2]);
    await got(second, 240 - before.length);

    const all = [...before, ...numbered(second.messages)];
    const seqs = all.map(([seq]) => seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(all.map(([, n]) => n).sort((a, b) => a - b)).toEqual(Array.from({ length: 240 }, (_, i) => i));
    second.close();
  });

  it('replays everything missed, over many pages, before ready', async () => {
    const { token, id } = await t.register('behind@example.com');
    const first = openSocket(t.url, { token, last: null });
    const ready = await first.next((m) => m.type === 'ready');
    first.close();
    const seqs = (await publishWave(id, 0, PAGE * 7 + 1)) as number[][];
    // the wave is in the log; the hub hands it out a moment later, and a replay goes up to what it has
    const hub = t.app.context.realtime;
    await waitUntil(async () => hub.position >= Math.max(...seqs.flat()), 'the wave dispatched', 10_000, 10);
    const again = openSocket(t.url, { token, last: ready.seq });
    const readyAgain = await again.next((m) => m.type === 'ready');
    const replayed = numbered(again.messages.slice(0, again.messages.indexOf(readyAgain)));
    expect(replayed.map(([, n]) => n).sort((a, b) => a - b)).toEqual(Array.from({ length: PAGE * 7 + 1 }, (_, i) => i));
    expect(again.messages.some((m) => m.type === 'reset')).toBe(false);
    again.close();
  });
});
