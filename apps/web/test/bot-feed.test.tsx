import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent, Story } from '@tt/contract';
import { setLocale } from '../src/lib/i18n';
import { profile, renderApp, signedInAs, type SentCall } from './helpers';

const me = profile({ features: ['news'] });
const storyEvent = (id: number, read = true): ChatEvent => ({
  id,
  uid: `s-${id}`,
  type: 'message',
  creator: 0,
  read,
  date: '2026-11-22T10:00:00.000Z',
  data: { type: 'story', story: `story-${id}` },
});
const story = (uid: string): Story => ({
  uid,
  title: `Tale ${uid.slice(6)}`,
  cover: null,
  date: '2026-11-22T10:00:00.000Z',
  topic: 'news',
  duration: 10,
  basePath: '/media/',
  scenes: [],
  content: '',
  footnotes: [],
});

/** The bot feed with its history in pages (each newest first, as chat/events/get answers). */
function openFeed(pages: ReturnType<typeof storyEvent>[][], sendany: object = { story: null }): SentCall[] {
  const calls = signedInAs(me, (path, body) => {
    if (path === 'sync')
      return calls.filter((c) => c.path === 'sync').length > 1
        ? undefined
        : {
            body: {
              date: '2026-11-22T10:00:00.000Z',
              chats: [{ uid: 'bot', kind: 'bot', members: [], events: pages[0]!.slice(0, 1), unread: 0 }],
            },
          };
    if (path === 'notifications/list') return { body: { data: [], count: 0, unread: 0 } };
    if (path === 'chat/events/get') {
      const at = body.from === undefined ? 0 : pages.findIndex((p) => (p[0]?.id ?? 0) < Number(body.from));
      return { body: { events: pages[at], end: at === pages.length - 1 } };
    }
    if (path === 'tidings/story/get') return { body: story(String(body.uid)) };
    if (path === 'tidings/story/sendany') return { body: sendany };
    return undefined;
  });
  renderApp('/chat');
  return calls;
}

const scrolled: Element[] = [];
function stubScroll() {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
}
afterEach(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));

describe('the bot story feed', () => {
  it('opens at the first unread story', async () => {
    stubScroll();
    openFeed([[storyEvent(5, false), storyEvent(4, false), storyEvent(3)]]);
    await screen.findByText('Tale 5');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toHaveTextContent('Tale 4');
  });

  it('opens at the end, the Get story block, when every story is read', async () => {
    stubScroll();
    openFeed([[storyEvent(2), storyEvent(1)]]);
    await screen.findByText('Tale 2');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toHaveTextContent('Get story');
  });

  it('shows the bot intro only once all history is loaded', async () => {
    openFeed([
      [storyEvent(12), storyEvent(11)],
      [storyEvent(10), storyEvent(9)],
    ]);
    await screen.findByText('Tale 12');
    expect(screen.queryByText(/I am the Tiny Tidings story bot/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier stories' }));
    expect(await screen.findByText(/I am the Tiny Tidings story bot/)).toBeInTheDocument();
    expect(await screen.findByText('Tale 9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show earlier stories' })).not.toBeInTheDocument();
  });

  it('disables Get story while its request runs', async () => {
    const calls = openFeed([[storyEvent(1)]]);
    // hold tidings/story/sendany at the network until the test lets it answer
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('tidings/story/sendany')) await held;
      return network(input, init);
    });
    const button = await screen.findByRole('button', { name: 'Get story' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.click(button);
    answer();
    expect(await screen.findByText(/Your story is being made/)).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(calls.filter((c) => c.path === 'tidings/story/sendany')).toHaveLength(1);
    expect(calls.find((c) => c.path === 'tidings/story/sendany')!.body).toMatchObject({
      topic: 'news',
      locale: 'en',
      age: 5,
    });
  });
});

describe("Get story's answer", () => {
  it('stays in the Get story block under its button, not in a toast over it, and goes with a new choice', async () => {
    openFeed([[storyEvent(1)]], { story: null, task: null, reason: 'noNewStory' });
    const button = await screen.findByRole('button', { name: 'Get story' });
    fireEvent.click(button);
    const block = button.closest('.feed__last') as HTMLElement;
    const answer = await within(block).findByRole('status');
    expect(answer).toHaveTextContent('No new story in English yet');
    // after the button in the block's order: the flow puts it on a line below, never over it
    expect(button.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
    fireEvent.click(within(block).getByRole('radio', { name: 'Any' }));
    expect(within(block).queryByRole('status')).not.toBeInTheDocument();
  });
});

/** Cache Storage holding kept stories as lib/offline-stories writes them (jsdom has none). */
function keptOnDevice(kinds: Record<string, { uid: string; title: string }[]>) {
  const entry = (s: { uid: string; title: string }, i: number) => ({
    ...s,
    cover: null,
    savedAt: `2026-11-2${i}T10:00:00.000Z`,
    bytes: 1000,
    story: story(s.uid),
    media: [],
  });
  const caches = {
    open: async (name: string) => {
      const stories = (kinds[name] ?? []).map(entry);
      const key = (uid: string) => `${location.origin}/offline/stories/${uid}.json`;
      return {
        keys: async () => stories.map((s) => new Request(key(s.uid))),
        match: async (k: Request | string) => {
          const hit = stories.find(
            (s) => key(s.uid) === (typeof k === 'string' ? new URL(k, location.origin).href : k.url),
          );
          return hit ? new Response(JSON.stringify(hit)) : undefined;
        },
      };
    },
  };
  vi.stubGlobal('caches', caches);
}

describe('the home with no connection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the stories kept on this device, saved first, each opening the player', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem('tt.token', 'token-1');
    localStorage.setItem('tt.user', JSON.stringify(me));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    keptOnDevice({
      'tt-saved-stories-v1': [{ uid: 'story-1', title: 'The saved fox' }],
      'tt-recent-stories-v1': [
        { uid: 'story-2', title: 'The played owl' },
        { uid: 'story-1', title: 'The saved fox' },
      ],
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'No connection: stories on this device' })).toBeInTheDocument();
    const titles = await screen.findAllByRole('link', { name: /The (saved fox|played owl)/ });
    expect(titles.map((a) => a.textContent)).toEqual(['The saved fox', 'The played owl']);
    expect(titles[1]).toHaveAttribute('href', '/stories/story-2');
    expect(screen.queryByText(/Connection problem/)).toBeNull();
  });

  it('says so when nothing is kept yet, in Russian too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem('tt.token', 'token-1');
    localStorage.setItem('tt.user', JSON.stringify(profile({ features: ['news'], locale: 'ru' })));
    localStorage.setItem('locale', 'ru');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    keptOnDevice({});
    act(() => setLocale('ru'));
    renderApp('/');
    expect(await screen.findByText(/Нет связи, а на этом устройстве пока нет сохранённых сказок/)).toBeInTheDocument();
  });
});
