import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@tt/contract';
import { location, profile, renderApp, signedInAs } from './helpers';
import { FakeWebSocket } from './fake-websocket';

const note = (id: number, title: string, read = false, address = '/profile'): Notification => ({
  id,
  type: 'info',
  title,
  body: `${title} body`,
  created: '2026-11-22T10:00:00.000Z',
  read,
  actions: [{ text: 'Open', type: 'internalLink', address }],
});

function serve(notes: ReturnType<typeof note>[]) {
  return signedInAs(profile({ features: ['news'] }), (path, body) => {
    if (path === 'sync') return { body: { date: '2026-11-22T10:00:00.000Z', chats: [] } };
    if (path === 'notifications/list') {
      const shown = body.includeOnlyUnreadFilter ? notes.filter((n) => !n.read) : notes;
      return { body: { data: shown, count: shown.length, unread: notes.filter((n) => !n.read).length } };
    }
    if (path === 'notifications/readall') {
      notes.forEach((n) => (n.read = true));
      return { body: { success: true } };
    }
    if (path === 'notifications/hide') {
      notes.splice(
        notes.findIndex((n) => n.id === body.id),
        1,
      );
      return { body: { success: true } };
    }
    if (path === 'notifications/read') {
      notes.filter((n) => (body.ids as number[]).includes(n.id)).forEach((n) => (n.read = true));
      return { body: { success: true } };
    }
    return undefined;
  });
}

const bell = () => screen.findByRole('button', { name: /Notifications and quick menu/ });
/** Opens the list from the bell and gives the item with this title. */
async function itemOf(title: string): Promise<HTMLElement> {
  fireEvent.click(await bell());
  return (await screen.findByText(title)).closest('li')!;
}
/** A finger dragging through `points`, which the browser then takes over (pointercancel, no pointerup). */
function touchDrag(item: HTMLElement, pointerId: number, [start, ...moves]: [number, number][]) {
  const touch = { pointerId, pointerType: 'touch' };
  fireEvent.pointerDown(item, { ...touch, clientX: start![0], clientY: start![1] });
  for (const [clientX, clientY] of moves) fireEvent.pointerMove(item, { ...touch, clientX, clientY });
  fireEvent.pointerCancel(item, touch);
}

describe('the notifications list in the home modal', () => {
  it('shows the unread count on the bell, and opening the list clears it', async () => {
    serve([note(1, 'Your story is ready'), note(2, 'Support answered')]);
    renderApp('/profile');
    await waitFor(async () => expect(within(await bell()).getByText('2')).toBeInTheDocument());
    fireEvent.click(await bell());
    expect(await screen.findByText('Your story is ready')).toBeInTheDocument();
    await waitFor(async () => expect(within(await bell()).queryByText('2')).not.toBeInTheDocument());
  });

  it('switches between unread and all, with Read all only for unread ones and the spec placeholders', async () => {
    const calls = serve([note(1, 'Old news', true), note(2, 'Fresh news')]);
    renderApp('/profile');
    fireEvent.click(await bell());
    expect(await screen.findByText('Fresh news')).toBeInTheDocument();
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read all' }));
    expect(await screen.findByText("You don't have new notifications")).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'notifications/readall')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Read all' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('Old news')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read all' })).not.toBeInTheDocument();
  });

  it('says there are none at all, and marks one read with a swipe to the left', async () => {
    const calls = serve([note(5, 'Swipe me')]);
    renderApp('/profile');
    fireEvent.click(await bell());
    const item = (await screen.findByText('Swipe me')).closest('li')!;
    fireEvent.pointerDown(item, { clientX: 300, clientY: 10 });
    fireEvent.pointerUp(item, { clientX: 150, clientY: 12 });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'notifications/read').map((c) => c.body.ids)).toEqual([[5]]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(await screen.findByText("You don't have notifications")).toBeInTheDocument();
  });

  it('on a touch screen, a swipe left the browser cancels still marks read', async () => {
    const calls = serve([note(5, 'Swipe me')]);
    renderApp('/profile');
    touchDrag(await itemOf('Swipe me'), 3, [
      [300, 10],
      [240, 11],
      [180, 12],
    ]);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'notifications/read').map((c) => c.body.ids)).toEqual([[5]]),
    );
    expect(location()).toBe('/profile');
  });

  it('opens a notification with a swipe down, by touch (cancelled by the browser) or by mouse', async () => {
    const calls = serve([note(6, 'Open me', false, '/faq'), note(7, 'Me too', false, '/about')]);
    renderApp('/profile');
    touchDrag(await itemOf('Open me'), 4, [
      [100, 10],
      [102, 60],
      [104, 125],
    ]);
    await waitFor(() => expect(location()).toBe('/faq'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'notifications/read').map((c) => c.body.ids)).toEqual([[6]]),
    );

    fireEvent.click(await bell());
    const other = (await screen.findByText('Me too')).closest('li')!;
    fireEvent.pointerDown(other, { clientX: 100, clientY: 10 });
    fireEvent.pointerMove(other, { clientX: 100, clientY: 80 });
    fireEvent.pointerUp(other, { clientX: 100, clientY: 115 });
    await waitFor(() => expect(location()).toBe('/about'));
  });

  it('does nothing for a drag shorter than 100 px', async () => {
    const calls = serve([note(8, 'Stay here'), note(9, 'Swipe this')]);
    renderApp('/profile');
    const item = await itemOf('Stay here');
    touchDrag(item, 5, [
      [300, 10],
      [220, 90],
    ]);
    fireEvent.pointerUp(item, { pointerId: 5, pointerType: 'touch', clientX: 100, clientY: 300 });
    // a real swipe on the other item after it: its read is the only one, so the short drag sent none
    const other = screen.getByText('Swipe this').closest('li')!;
    fireEvent.pointerDown(other, { clientX: 300, clientY: 10 });
    fireEvent.pointerUp(other, { clientX: 150, clientY: 12 });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'notifications/read').map((c) => c.body.ids)).toEqual([[9]]),
    );
    expect(location()).toBe('/profile');
    expect(screen.getByText('Stay here')).toBeInTheDocument();
  });

  it('shows a notification that arrives live as a toast', async () => {
    serve([]);
    renderApp('/profile');
    await waitFor(() => expect(FakeWebSocket.all.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.deliver({ type: 'ready', seq: 1 });
    socket.deliver({
      type: 'event',
      seq: 2,
      payload: { type: 'notification', notification: note(9, 'A new story has arrived') },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('A new story has arrived');
  });
});
