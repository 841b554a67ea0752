import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chat, ChatEvent } from '@tt/contract';
import { problem, profile, renderApp, signedInAs, type SentCall } from './helpers';
import { FakeIntersectionObserver } from './fake-intersection';

const me = profile({ features: ['chats', 'news'] });
const ME = me.info.id;
const STAFF = 7;
const ev = (id: number, creator: number, text: string, read = true): ChatEvent => ({
  id,
  uid: `e-${id}`,
  type: 'message',
  creator,
  read,
  date: '2026-11-22T10:00:00.000Z',
  data: { type: 'message', text },
});
const supportChat = (unread = 0): Chat => ({
  uid: 'support-1',
  kind: 'support',
  members: [
    { relation: 'owner', data: { userId: ME, name: 'Mum' } },
    { relation: 'staff', data: { userId: STAFF, name: 'Sam' } },
  ],
  events: [ev(2, STAFF, 'How can we help?', unread === 0)],
  unread,
});

type Ev = ReturnType<typeof ev>;
function openSupport(
  options: {
    unread?: number;
    events?: Ev[];
    send?: (body: Record<string, unknown>) => ReturnType<typeof problem> | { body: unknown };
  } = {},
): SentCall[] {
  let synced = false;
  const calls = signedInAs(me, (path, body) => {
    if (path === 'sync') {
      if (synced) return undefined;
      synced = true;
      return {
        body: {
          date: '2026-11-22T10:00:00.000Z',
          info: me.info,
          features: me.features,
          chats: [supportChat(options.unread ?? 0)],
        },
      };
    }
    if (path === 'notifications/list') return { body: { data: [], count: 0, unread: 0 } };
    if (path === 'chat/events/get')
      return {
        body: {
          events: options.events ?? [ev(2, STAFF, 'How can we help?', !options.unread), ev(1, ME, 'Hello')],
          end: true,
        },
      };
    if (path === 'chat/send') return options.send?.(body);
    if (path === 'chat/read') return { body: { success: true } };
    return undefined;
  });
  renderApp('/chat?support=true');
  return calls;
}

const box = () => screen.findByRole('textbox', { name: 'Message' });

describe('the support chat', () => {
  it('shows the conversation with the staff name, and sends on Enter but not whitespace', async () => {
    const calls = openSupport({
      send: (body) => ({
        body: {
          events: [
            {
              ...ev(3, ME, (body.events as { data: { text: string } }[])[0]!.data.text),
              uid: (body.events as { uid: string }[])[0]!.uid,
            },
          ],
        },
      }),
    });
    expect(await screen.findByText('How can we help?')).toBeInTheDocument();
    expect(screen.getByText('Tiny Tidings support')).toBeInTheDocument();
    const input = await box();
    fireEvent.change(input, { target: { value: '   \n ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(calls.filter((c) => c.path === 'chat/send')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'First line' } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(input).toHaveValue('First line\n');
    fireEvent.change(input, { target: { value: 'First line\nsecond line' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls.filter((c) => c.path === 'chat/send')).toHaveLength(1));
    const sent = calls.find((c) => c.path === 'chat/send')!.body as {
      roomid: string;
      events: { uid: string; data: { text: string } }[];
    };
    expect(sent.roomid).toBe('support-1');
    expect(sent.events[0]!.data.text).toBe('First line\nsecond line');
    expect(sent.events[0]!.uid).toMatch(/.{8,}/);
    expect(await screen.findByText('second line', { exact: false })).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('puts the text back and shows the error when sending fails', async () => {
    openSupport({ send: () => problem(422, 422, 'The message is empty', { key: 'validation.formText' }) });
    const input = await box();
    fireEvent.change(input, { target: { value: 'Please help' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(input).toHaveValue('Please help');
  });

  it('says why starting the support chat failed, and starts it on the next try', async () => {
    let synced = false;
    let tries = 0;
    signedInAs(me, (path) => {
      if (path === 'sync') {
        if (synced) return undefined;
        synced = true;
        return { body: { date: '2026-11-22T10:00:00.000Z', info: me.info, features: me.features, chats: [] } };
      }
      if (path === 'notifications/list') return { body: { data: [], count: 0, unread: 0 } };
      if (path === 'chat/create/support') return ++tries === 1 ? problem(500, 500, 'Boom') : { body: supportChat() };
      if (path === 'chat/events/get') return { body: { events: [ev(2, STAFF, 'How can we help?')], end: true } };
      return undefined;
    });
    renderApp('/chat?support=true');
    fireEvent.click(await screen.findByRole('button', { name: 'Start chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('How can we help?')).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('marks read only once an unread message is at least half visible, after 3000 ms, and only once', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = openSupport({ unread: 1 });
    const reads = () => calls.filter((c) => c.path === 'chat/read');
    await screen.findByText('How can we help?');
    // only the unread message by somebody else is watched (mine and read ones are not)
    await waitFor(() =>
      expect(FakeIntersectionObserver.watched().map((el) => el.textContent)).toEqual([
        expect.stringContaining('How can we help?'),
      ]),
    );

    act(() => FakeIntersectionObserver.showAt(0.3));
    await act(async () => void vi.advanceTimersByTime(3500));
    expect(reads()).toHaveLength(0);

    act(() => FakeIntersectionObserver.showAt(0.6));
    await act(async () => void vi.advanceTimersByTime(2800));
    expect(reads()).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(300));
    await waitFor(() => expect(reads().map((c) => c.body.ids)).toEqual([['support-1']]));

    // scrolling over it again does not ask again
    act(() => FakeIntersectionObserver.showAt(1));
    await act(async () => void vi.advanceTimersByTime(3500));
    expect(reads()).toHaveLength(1);
  });

  it('resends a failed message under the same id, and an edited one under a new id', async () => {
    let attempts = 0;
    const calls = openSupport({
      send: (body) => {
        const event = (body.events as { uid: string; data: { text: string } }[])[0]!;
        if (++attempts < 3) return problem(500, 500, 'The server took too long');
        return { body: { events: [{ ...ev(3, ME, event.data.text), uid: event.uid }] } };
      },
    });
    const sends = () =>
      calls
        .filter((c) => c.path === 'chat/send')
        .map((c) => (c.body.events as { uid: string; data: { text: string } }[])[0]!);
    const input = await box();
    fireEvent.change(input, { target: { value: 'Please help' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input).toHaveValue('Please help'));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sends()).toHaveLength(2));
    await waitFor(() => expect(input).toHaveValue('Please help'));
    expect(sends()[1]!.uid).toBe(sends()[0]!.uid);

    fireEvent.change(input, { target: { value: 'Please help me' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Please help me')).toBeInTheDocument();
    expect(sends()[2]!.uid).not.toBe(sends()[0]!.uid);
  });
});

describe('a chat room', () => {
  const scrolled: Element[] = [];
  const stubScroll = () => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  };
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    Reflect.deleteProperty(HTMLTextAreaElement.prototype, 'scrollHeight');
  });

  it('opens at the first unread message by somebody else', async () => {
    stubScroll();
    openSupport({
      events: [
        ev(4, STAFF, 'Are you there?', false),
        ev(3, STAFF, 'We have news', false),
        ev(2, ME, 'Thanks'),
        ev(1, STAFF, 'Welcome'),
      ],
    });
    await screen.findByText('Are you there?');
    await waitFor(() => expect(scrolled[0]).toHaveTextContent('We have news'));
  });

  it('opens at the end when everything is read', async () => {
    stubScroll();
    openSupport({ events: [ev(2, ME, 'Thanks'), ev(1, STAFF, 'Welcome')] });
    const last = (await screen.findByText('Thanks')).closest('.bubble')!;
    await waitFor(() => expect(scrolled).toHaveLength(1));
    // the last message itself, or a mark after it
    expect(
      scrolled[0] === last || !!(last.compareDocumentPosition(scrolled[0]!) & Node.DOCUMENT_POSITION_FOLLOWING),
    ).toBe(true);
  });

  it('gives messages under 150 characters the small style', async () => {
    const long = `A long answer ${'about stories '.repeat(10)}`.slice(0, 150);
    openSupport({ events: [ev(2, STAFF, long), ev(1, STAFF, 'Short one')] });
    expect((await screen.findByText('Short one')).closest('.bubble')).toHaveClass('bubble--small');
    expect(screen.getByText(long).closest('.bubble')).not.toHaveClass('bubble--small');
  });

  it('grows the input with its text and takes it back to 52 px when empty', async () => {
    // jsdom lays nothing out: the content height is 24 px a line plus 16 px padding
    Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLTextAreaElement) {
        return this.value.split('\n').length * 24 + 16;
      },
    });
    openSupport({
      send: (body) => ({
        body: { events: [{ ...ev(3, ME, 'sent'), uid: (body.events as { uid: string }[])[0]!.uid }] },
      }),
    });
    const input = await box();
    expect(input.style.height).toBe('52px');
    fireEvent.change(input, { target: { value: 'one\ntwo\nthree\nfour' } });
    expect(input.style.height).toBe('112px');
    fireEvent.change(input, { target: { value: 'one' } });
    expect(input.style.height).toBe('52px');
    fireEvent.change(input, { target: { value: 'one\ntwo\nthree' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input).toHaveValue(''));
    expect(input.style.height).toBe('52px');
  });
});
