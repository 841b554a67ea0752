import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Chat, ChatEvent } from '@tt/contract';
import { profile, renderApp, signedInAs } from './helpers';

const me = profile({ features: ['chats', 'news'] });
const ME = me.info.id;
const at = (hour: number) => `2026-11-22T${String(hour).padStart(2, '0')}:00:00.000Z`;
const message = (id: number, creator: number, text: string, hour: number): ChatEvent => ({
  id,
  uid: `e-${id}`,
  type: 'message',
  creator,
  read: true,
  date: at(hour),
  data: { type: 'message', text },
});
const member = (userId: number, name: string, relation = 'member') => ({ relation, data: { userId, name } });

const chats: Chat[] = [
  {
    uid: 'support-1',
    kind: 'support',
    members: [member(ME, 'Mum', 'owner'), member(7, 'Sam', 'staff')],
    events: [message(3, 7, 'How can we help?', 10)],
    unread: 0,
  },
  { uid: 'empty-1', kind: 'normal', members: [member(ME, 'Mum'), member(5, 'Aunt Kate')], events: [], unread: 0 },
  {
    uid: 'family-1',
    kind: 'normal',
    members: [member(ME, 'Mum'), member(3, 'Grandma'), member(4, 'Grandpa')],
    events: [message(8, ME, 'See you soon', 11)],
    unread: 0,
  },
  {
    uid: 'bot',
    kind: 'bot',
    members: [],
    events: [
      {
        id: 40,
        uid: 's-40',
        type: 'message',
        creator: 0,
        read: false,
        date: at(12),
        data: { type: 'story', story: 'story-40' },
      },
    ],
    unread: 1,
  },
];

/** `chatsBySync(n)` is what the n-th sync answer (1, 2, …) says about chats. */
function serve(p: ReturnType<typeof profile>, chatsBySync: (n: number) => unknown[]) {
  let syncs = 0;
  return signedInAs(p, (path) => {
    if (path === 'sync') return { body: { date: at(13), chats: chatsBySync(++syncs) } };
    if (path === 'notifications/list') return { body: { data: [], count: 0, unread: 0 } };
    if (path === 'chat/events/get') return { body: { events: [message(8, ME, 'See you soon', 11)], end: true } };
    return undefined;
  });
}

describe('the chats list', () => {
  it('shows one preview per chat, newest first: the story feed, the other members, the last message or the empty text', async () => {
    serve(me, (n) => (n === 1 ? chats : []));
    renderApp('/chats');
    const list = await screen.findByRole('heading', { name: 'Chats' }).then((h) => h.closest('section')!);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(4));
    const rows = within(list)
      .getAllByRole('link')
      .map((a) => [
        a.querySelector('strong')!.textContent,
        a.querySelector('.chat-preview__last')!.textContent,
        a.getAttribute('href'),
      ]);
    expect(rows).toEqual([
      ['Story chat', 'A story', '/chat'],
      ['Grandma, Grandpa', 'See you soon', '/chat?id=family-1'],
      ['Support', 'How can we help?', '/chat?support=true'],
      ['Aunt Kate', 'No messages yet', '/chat?id=empty-1'],
    ]);
  });

  it('leaves the story feed out for a user without stories', async () => {
    serve(profile({ features: ['chats'] }), (n) => (n === 1 ? chats : []));
    renderApp('/chats');
    expect(await screen.findByText('Grandma, Grandpa')).toBeInTheDocument();
    expect(screen.queryByText('Story chat', { selector: '.chat-preview strong' })).not.toBeInTheDocument();
    expect(screen.queryByText('A story')).not.toBeInTheDocument();
  });
});

describe('a chat opened by its id', () => {
  it('waits for a chat that arrives with a later sync instead of saying it is not there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // the 4th sync answer (about 1 s in) brings the chat
    serve(me, (n) => (n === 4 ? chats.filter((c) => c.uid === 'family-1') : []));
    renderApp('/chat?id=family-1');
    for (let i = 0; i < 4; i++) {
      await act(async () => void vi.advanceTimersByTime(300));
      expect(screen.queryByText('Chat not found')).not.toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { name: 'Grandma, Grandpa' })).toBeInTheDocument();
    expect(await screen.findByText('See you soon')).toBeInTheDocument();
  });

  it('says "Chat not found" once it has been looked for 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve(me, () => []);
    renderApp('/chat?id=gone-1');
    await waitFor(() => expect(calls.some((c) => c.path === 'sync')).toBe(true));
    await act(async () => void vi.advanceTimersByTime(2700));
    expect(screen.queryByText('Chat not found')).not.toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(400));
    expect(await screen.findByRole('heading', { name: 'Chat not found' })).toBeInTheDocument();
    expect(screen.getByText(/It may have been closed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the chats' })).toHaveAttribute('href', '/chats');
  });
});
