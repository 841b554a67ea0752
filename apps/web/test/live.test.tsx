import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSyncLoop, type SyncLoop } from '../src/lib/live/sync-loop';
import { problem, profile, renderApp, signedInAs, stubApi } from './helpers';
import { FakeWebSocket } from './fake-websocket';

describe('the sync loop', () => {
  let loop: SyncLoop | null = null;
  afterEach(() => loop?.stop());

  it('asks again 300 ms after each answer, passing the date of the previous one', async () => {
    vi.useFakeTimers();
    let n = 0;
    const calls = stubApi((path) =>
      path === 'sync' ? { body: { date: `2026-11-22T10:00:0${++n}.000Z` } } : undefined,
    );
    const answers: string[] = [];
    loop = startSyncLoop((answer) => answers.push(answer.date));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.body.date)).toEqual([undefined]);
    expect(answers).toEqual(['2026-11-22T10:00:01.000Z']);
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.body.date)).toEqual([undefined, '2026-11-22T10:00:01.000Z']);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.map((c) => c.body.date)).toEqual([undefined, '2026-11-22T10:00:01.000Z', '2026-11-22T10:00:02.000Z']);
    expect(answers).toHaveLength(3);
  });

  it('waits longer after a failed answer, and asks from scratch at once on resync', async () => {
    vi.useFakeTimers();
    let fail = false;
    const calls = stubApi((path) =>
      path !== 'sync' ? undefined : fail ? problem(500, 500, 'Down') : { body: { date: '2026-11-22T10:00:00.000Z' } },
    );
    loop = startSyncLoop(() => {});
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    loop.resync();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.body.date)).toEqual([
      undefined,
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T10:00:00.000Z',
      undefined,
    ]);
  });
});

describe('after a real-time reset', () => {
  it('reloads what may have been missed: the open chat, the chats with their badges and the notifications', async () => {
    const me = profile({ features: ['chats', 'news'] });
    const STAFF = 7;
    const msg = (id: number, text: string, read = true) => ({
      id,
      uid: `e-${id}`,
      type: 'message',
      creator: STAFF,
      read,
      date: `2026-11-22T10:0${id}:00.000Z`,
      data: { type: 'message', text },
    });
    const support = (events: ReturnType<typeof msg>[], unread: number) => ({
      uid: 'support-1',
      kind: 'support',
      members: [{ relation: 'staff', data: { userId: STAFF, name: 'Sam' } }],
      events: events.slice(0, 1),
      unread,
    });
    // what the server knows; the socket was away while the second message and the notifications came
    const server = { events: [msg(1, 'Welcome')], unreadNotes: 0, storiesUnread: 0 };
    const calls = signedInAs(me, (path, body) => {
      if (path === 'sync') {
        if (body.date) return undefined; // held: nothing more comes by the loop in this test
        return {
          body: {
            date: '2026-11-22T11:00:00.000Z',
            chats: [
              support(server.events, server.events.filter((e) => !e.read).length),
              { uid: 'bot', kind: 'bot', members: [], events: [], unread: server.storiesUnread },
            ],
          },
        };
      }
      if (path === 'notifications/list')
        return { body: { data: [], count: server.unreadNotes, unread: server.unreadNotes } };
      if (path === 'chat/events/get') return { body: { events: server.events, end: true } };
      return undefined;
    });
    renderApp('/chat?support=true');
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.all.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.deliver({ type: 'ready', seq: 5 });

    server.events = [msg(2, 'We found your story', false), ...server.events];
    server.unreadNotes = 3;
    server.storiesUnread = 2;
    const syncsBefore = calls.filter((c) => c.path === 'sync' && !c.body.date).length;
    act(() => socket.deliver({ type: 'reset', seq: 40 }));

    expect(await screen.findByText('We found your story')).toBeInTheDocument();
    const bell = screen.getByRole('button', { name: /Notifications and quick menu/ });
    await waitFor(() => expect(within(bell).getByText('3')).toBeInTheDocument());
    expect(calls.filter((c) => c.path === 'sync' && !c.body.date).length).toBe(syncsBefore + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: /Story chat/ })).toHaveTextContent('2'));
    expect(within(menu).getByRole('link', { name: /Chats/ })).toHaveTextContent('1');
  });
});
