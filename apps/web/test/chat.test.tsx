import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { problem, profile, renderApp, signedInAs, type SentCall } from './helpers';

const me = profile({ features: ['chats', 'news'] });
const ME = me.info.id;
const STAFF = 7;
const ev = (id: number, creator: number, text: string, read = true) => ({ id, uid: `e-${id}`, type: 'message', creator, read, date: '2026-11-22T10:00:00.000Z', data: { type: 'message', text } });
const supportChat = (unread = 0) => ({ uid: 'support-1', kind: 'support', members: [{ relation: 'owner', data: { userId: ME, name: 'Mum' } }, { relation: 'staff', data: { userId: STAFF, name: 'Sam' } }], events: [ev(2, STAFF, 'How can we help?', unread === 0)], unread });

function openSupport(options: { unread?: number; send?: (body: Record<string, unknown>) => ReturnType<typeof problem> | { body: unknown } } = {}): SentCall[] {
  let synced = false;
  const calls = signedInAs(me, (path, body) => {
    if (path === 'sync') {
      if (synced) return undefined;
      synced = true;
      return { body: { date: '2026-11-22T10:00:00.000Z', info: me.info, features: me.features, chats: [supportChat(options.unread ?? 0)] } };
    }
    if (path === 'notifications/list') return { body: { data: [], count: 0, unread: 0 } };
    if (path === 'chat/events/get') return { body: { events: [ev(2, STAFF, 'How can we help?', !options.unread), ev(1, ME, 'Hello')], end: true } };
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
    const calls = openSupport({ send: (body) => ({ body: { events: [{ ...ev(3, ME, (body.events as { data: { text: string } }[])[0]!.data.text), uid: (body.events as { uid: string }[])[0]!.uid }] } }) });
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
    const sent = calls.find((c) => c.path === 'chat/send')!.body as { roomid: string; events: { uid: string; data: { text: string } }[] };
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

  it('marks read only after an unread message has been half visible for 3000 ms', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(el: Element) {
          observed.push(el);
          this.callback([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
      },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = openSupport({ unread: 1 });
    await screen.findByText('How can we help?');
    expect(observed.map((el) => el.textContent)).toEqual([expect.stringContaining('How can we help?')]);
    await act(async () => void vi.advanceTimersByTime(2500));
    expect(calls.filter((c) => c.path === 'chat/read')).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(600));
    await waitFor(() => expect(calls.filter((c) => c.path === 'chat/read').map((c) => c.body.ids)).toEqual([['support-1']]));
  });
});
