import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profile, renderApp, signedInAs } from './helpers';
import { FakeWebSocket } from './fake-websocket';

const note = (id: number, title: string) => ({
  id,
  type: 'info',
  title,
  body: `${title} body`,
  created: '2026-11-22T10:00:00.000Z',
  read: false,
  actions: [],
});

/** The app on /profile with its socket open; `push` delivers a notification live. */
async function start(focused: { now: boolean }) {
  vi.spyOn(document, 'hasFocus').mockImplementation(() => focused.now);
  signedInAs(profile(), (path) => {
    if (path === 'sync') return { body: { date: '2026-11-22T10:00:00.000Z', chats: [] } };
    if (path === 'notifications/list') return { body: { data: [], count: 0, unread: 0 } };
    return undefined;
  });
  renderApp('/profile');
  await waitFor(() => expect(FakeWebSocket.all.length).toBeGreaterThan(0));
  // only the toast's 200 ms check runs on the test's clock; everything else keeps real time
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const socket = FakeWebSocket.latest();
  socket.open();
  socket.deliver({ type: 'ready', seq: 1 });
  let seq = 1;
  return (id: number, title: string) =>
    act(() =>
      socket.deliver({ type: 'event', seq: ++seq, payload: { type: 'notification', notification: note(id, title) } }),
    );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const shown = () => screen.queryByRole('status')?.textContent ?? null;

describe('the notification toast', () => {
  it('shows one at a time, each hidden after 3 s, even when the app re-renders meanwhile', async () => {
    const push = await start({ now: true });
    push(1, 'First story');
    expect(shown()).toContain('First story');
    advance(2000);
    // a second notification re-renders the provider: the first one's clock must go on
    push(2, 'Second story');
    expect(shown()).toContain('First story');
    advance(999);
    expect(shown()).toContain('First story');
    advance(1);
    expect(shown()).toContain('Second story');
    advance(2999);
    expect(shown()).toContain('Second story');
    advance(1);
    expect(shown()).toBeNull();
  });

  it('stays while the window has no focus and counts only focused time', async () => {
    const focused = { now: false };
    const push = await start(focused);
    push(1, 'Story while away');
    advance(10_000);
    expect(shown()).toContain('Story while away');
    focused.now = true;
    advance(1600);
    focused.now = false;
    advance(5000);
    expect(shown()).toContain('Story while away');
    focused.now = true;
    advance(1200);
    expect(shown()).toContain('Story while away');
    advance(200);
    expect(shown()).toBeNull();
  });
});
