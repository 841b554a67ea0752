import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimePayload } from '@tt/contract';
import { RealtimeSocket } from '../src/lib/live/realtime-socket';
import { FakeWebSocket } from './fake-websocket';

const event = (seq: number, ids: number[] = [seq]) => ({
  type: 'event',
  seq,
  payload: { type: 'readNotification', ids },
});

function start() {
  const applied: RealtimePayload[] = [];
  const resets: number[] = [];
  const socket = new RealtimeSocket(
    () => 'token-1',
    { onPayload: (p) => applied.push(p), onReset: () => resets.push(1) },
    (url) => new FakeWebSocket(url) as unknown as WebSocket,
    'ws://test/api/ws',
  );
  socket.start();
  return { socket, applied, resets };
}

afterEach(() => vi.useRealTimers());

describe('the real-time client', () => {
  it('says hello with its token, then with the last seq it applied after a reconnect, applying each seq once', () => {
    vi.useFakeTimers();
    const { applied } = start();
    const first = FakeWebSocket.latest();
    first.open();
    expect(first.sent).toEqual([{ type: 'hello', token: 'token-1', last: null }]);
    first.deliver({ type: 'ready', seq: 10 });
    first.deliver(event(11));
    first.deliver(event(12));
    first.drop();

    vi.advanceTimersByTime(1000);
    const second = FakeWebSocket.latest();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([{ type: 'hello', token: 'token-1', last: 12 }]);
    // the server replays from 12 on; an overlap must not be applied again
    second.deliver(event(12));
    second.deliver(event(13));
    second.deliver({ type: 'ready', seq: 13 });
    second.deliver(event(14));
    expect(applied.map((p) => (p.type === 'readNotification' ? p.ids[0] : 0))).toEqual([11, 12, 13, 14]);
  });

  it('waits longer after each failed attempt and stops for a token the server refuses', () => {
    vi.useFakeTimers();
    start();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.all).toHaveLength(2);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.all).toHaveLength(3);
    FakeWebSocket.latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.all).toHaveLength(3);
  });

  it('asks the app to reload when the server no longer has what was missed', () => {
    const { resets } = start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().deliver({ type: 'reset', seq: 99 });
    expect(resets).toEqual([1]);
  });
});
