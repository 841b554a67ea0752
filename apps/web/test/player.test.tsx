/** The story player in jsdom: footnotes, read-along, video, views, controls and the muted setting. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserAddress, openAt, renderApp } from './helpers';
import { fakeMedia, playedFor, player, playerState, playerTime, serveStories, story } from './player-fixture';

const ready = () => waitFor(() => expect(['ready', 'playing']).toContain(playerState()), { timeout: 3000 });
const playingNow = () => waitFor(() => expect(playerState()).toBe('playing'), { timeout: 3000 });
/** The story held still at `time` (the window has no focus, so it does not autoplay), ready to look at. */
async function openStill(time: number) {
  fakeMedia(false);
  serveStories([story()]);
  openAt(`/stories/s1?time=${time}`);
  await ready();
}
const notes = () => screen.queryAllByRole('note').map((n) => n.getAttribute('aria-label'));

describe('footnotes', () => {
  it.each([
    [1, []],
    [2.5, ['Seals']],
    [4, ['Seals', 'Keeper']],
    [7.5, ['Keeper']],
    [9, []],
  ])('at %s s shows the footnotes whose word has been spoken within their display time: %j', async (time, shown) => {
    await openStill(time);
    expect(notes().sort()).toEqual([...shown].sort());
  });

  it("plays a footnote's own voice while it shows", async () => {
    const media = fakeMedia();
    serveStories([story()]);
    renderApp('/stories/s1?time=3.6');
    await playingNow();
    await waitFor(() => expect(media.isPlaying(screen.getByTestId('footnote-voice'))).toBe(true));
    expect(screen.getByTestId('footnote-voice')).toHaveAttribute('src', '/media/stories/t-1/note-1.ogg');
  });

  it('keeps every voice silent with ?muted=1', async () => {
    const media = fakeMedia();
    serveStories([story()]);
    renderApp('/stories/s1?time=3.6&muted=1');
    await playingNow();
    await playedFor(0.2);
    expect(media.isPlaying(screen.getByTestId('footnote-voice'))).toBe(false);
    expect(media.isPlaying(screen.getByTestId('voice'))).toBe(false);
    expect(media.isPlaying(screen.getByTestId('music'))).toBe(false);
  });
});

describe('read-along', () => {
  it("highlights the narrator's word being spoken", async () => {
    await openStill(3.6);
    expect(document.querySelector('.word--now')).toHaveTextContent('keeper');
    expect(document.querySelectorAll('.word--said')).toHaveLength(7);
  });

  it('without timings, spreads the words over the voice, not over the scene with its pause', async () => {
    // scene 1: a 2 s voice in a 4 s scene; 1.5 s in, the second of two words is being said
    await openStill(9.5);
    expect(document.querySelector('.word--now')).toHaveTextContent('slept.');
  });
});

describe('scene picture motion', () => {
  it('pans or zooms the picture slowly over the scene, paused while the story is still', async () => {
    await openStill(1);
    const image = player()!.querySelector('img.player__image') as HTMLImageElement;
    expect(image.className).toMatch(/player__image--drift-0/);
    expect(image.style.animationDuration).toBe(`${story().scenes[0]!.duration ?? 8}s`);
    expect(image.style.animationPlayState).toBe('paused');
  });

  it('keeps the picture still with the animated-background effect off', async () => {
    localStorage.setItem('tt.effects', JSON.stringify({ animatedBackground: false }));
    try {
      await openStill(1);
      expect(player()!.querySelector('img.player__image')!.className).not.toMatch(/drift/);
    } finally {
      localStorage.removeItem('tt.effects');
    }
  });
});

describe('scene video', () => {
  it("shows the scene's muted video instead of its picture, playing and pausing with the story", async () => {
    const media = fakeMedia();
    serveStories([story()]);
    renderApp('/stories/s1?time=9');
    await playingNow();
    const video = screen.getByTestId('scene-video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/stories/t-1/clip.mp4');
    expect(video.muted).toBe(true);
    expect(player()!.querySelector('img.player__image')).toBeNull();
    await waitFor(() => expect(media.isPlaying(video)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(media.isPlaying(video)).toBe(false);
  });
});

describe('views', () => {
  it('are not reported for a story opened past half way', async () => {
    fakeMedia();
    const calls = serveStories([story()]);
    renderApp('/stories/s1?time=7');
    await playingNow();
    await playedFor(0.3);
    expect(calls.filter((c) => c.path === 'tidings/story/view')).toHaveLength(0);
  });

  it('are reported once when playing passes half way', async () => {
    fakeMedia();
    const calls = serveStories([story()]);
    renderApp('/stories/s1?time=5.8');
    await playingNow();
    await waitFor(() => expect(calls.filter((c) => c.path === 'tidings/story/view')).toHaveLength(1), {
      timeout: 2000,
    });
    await playedFor(0.3);
    expect(calls.filter((c) => c.path === 'tidings/story/view')).toHaveLength(1);
  });
});

describe('controls', () => {
  it('"next" on the last scene ends the story', async () => {
    await openStill(9);
    fireEvent.click(screen.getByRole('button', { name: 'Next scene' }));
    expect(playerState()).toBe('ended');
    expect(playerTime()).toBe(12);
    expect(screen.getByRole('button', { name: 'Repeat' })).toBeInTheDocument();
  });

  it('"previous" on the first scene takes the voice back to the start too', async () => {
    fakeMedia();
    serveStories([story()]);
    renderApp('/stories/s1?time=2');
    await playingNow();
    const voice = screen.getByTestId('voice') as HTMLAudioElement;
    expect(voice.currentTime).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('button', { name: 'Previous scene' }));
    expect(playerTime()).toBeLessThan(0.5);
    expect(voice.currentTime).toBeLessThan(0.5);
  });
});

describe('the place in the address', () => {
  it('keeps the second reached in ?time=, so a reload goes on from there, and drops it at the end', async () => {
    // a finer place already in the address stays while the clock is within its second: a reload never steps back
    await openStill(3.6);
    await act(async () => {}); // lets the address effect and the navigation it would make run
    expect(browserAddress()).toBe('/stories/s1?time=3.6');
    fireEvent.click(screen.getByRole('button', { name: 'Next scene' }));
    await waitFor(() => expect(browserAddress()).toBe('/stories/s1?time=8'));
    fireEvent.click(screen.getByRole('button', { name: 'Next scene' }));
    expect(playerState()).toBe('ended');
    await waitFor(() => expect(browserAddress()).toBe('/stories/s1'));
  });

  it('writes the place as each second passes while playing', async () => {
    fakeMedia();
    serveStories([story()]);
    openAt('/stories/s1?time=1&muted=1');
    await playingNow();
    await playedFor(1.2);
    await waitFor(() => expect(browserAddress()).toBe(`/stories/s1?time=${Math.floor(playerTime())}&muted=1`));
    expect(Number(new URLSearchParams(browserAddress().split('?')[1]).get('time'))).toBeGreaterThanOrEqual(2);
  });
});

describe('without pictures', () => {
  it('leaves no picture box: the stage holds only the footnotes', async () => {
    fakeMedia(false);
    serveStories([story()]);
    renderApp('/stories/s1?time=4&noimagesinstory=1');
    await ready();
    expect(player()!.querySelector('img')).toBeNull();
    expect(player()!.querySelector('.player__stage')).toHaveClass('player__stage--bare');
    expect(notes().sort()).toEqual(['Keeper', 'Seals']);
  });
});

describe('resources', () => {
  it('shows the poster while a picture is on its way, and plays after 20 s without one that never comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeMedia();
      // the second scene's picture never arrives (a stuck connection), the others do
      vi.stubGlobal(
        'Image',
        class {
          onload: (() => void) | null = null;
          onerror: (() => void) | null = null;
          fetchPriority = 'auto';
          set src(src: string) {
            if (!src.endsWith('b.webp')) setTimeout(() => this.onload?.(), 0);
          }
        },
      );
      serveStories([story()]);
      renderApp('/stories/s1');
      await waitFor(() => expect(playerState()).toBe('resources'));
      await act(() => vi.advanceTimersByTimeAsync(19_000));
      expect(playerState()).toBe('resources');
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await playingNow();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a family's own reading", () => {
  it('starts the story in its own voice when the family reading has not answered in 4 s, and keeps it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeMedia();
      serveStories([story()]);
      // the family reading's call never answers (a slow server); every other call does
      const answered = globalThis.fetch;
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('userdata/narration/get') ? new Promise(() => {}) : answered(input, init),
      );
      renderApp('/stories/s1');
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(playerState()).toBeUndefined();
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await playingNow();
      expect(screen.getByTestId('voice')).toHaveAttribute('src', '/media/stories/t-1/voice-1.ogg');
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays a family reading from memory: its object URLs are not fetched again (five CSP refusals, issue 32)', async () => {
    fakeMedia();
    let made = 0;
    const own = {
      create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
      revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
    };
    Object.defineProperty(URL, 'createObjectURL', {
      value: () => `blob:http://localhost/take-${++made}`,
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    try {
      const take = (start: number, duration: number) => ({
        audio: `/api/userdata/narration/file/s1/${start}`,
        audioDuration: duration - 1,
        words: [],
        start,
        end: start + duration,
        duration,
      });
      const calls = serveStories([story()], (path) => {
        if (path === 'userdata/narration/get')
          return { body: { narration: { version: 1, duration: 12, scenes: [take(0, 8), take(8, 4)] } } };
        if (path.startsWith('userdata/narration/file/')) return { body: {} };
        return undefined;
      });
      renderApp('/stories/s1');
      await waitFor(() => expect(playerState()).toBe('playing'));
      expect(screen.getByTestId('voice').getAttribute('src')).toMatch(/^blob:/);
      // the files came once, with the session; the preload fetched the story's music, never the object URLs
      expect(calls.filter((c) => c.path.startsWith('userdata/narration/file/'))).toHaveLength(2);
      expect(calls.filter((c) => c.path.startsWith('blob:'))).toEqual([]);
    } finally {
      for (const [name, descriptor] of [
        ['createObjectURL', own.create],
        ['revokeObjectURL', own.revoke],
      ] as const)
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
    }
  });
});

describe('progress bar', () => {
  it('moves by a thousandth of the story at least, while the clock follows every tick', async () => {
    fakeMedia();
    // a 400 s story: its bar moves a thousandth (0.4 s) about twice a second
    serveStories([story({ duration: 400 })]);
    const values: number[] = [];
    const value = Object.getOwnPropertyDescriptor(HTMLProgressElement.prototype, 'value')!;
    const spy = vi.spyOn(HTMLProgressElement.prototype, 'value', 'set').mockImplementation(function (
      this: HTMLProgressElement,
      v: number,
    ) {
      values.push(v);
      value.set!.call(this, v);
    });
    openAt('/stories/s1');
    await playingNow();
    const from = playerTime();
    values.length = 0;
    await playedFor(1.2);
    spy.mockRestore();
    expect(playerTime() - from).toBeGreaterThanOrEqual(1.2);
    expect(values.length).toBeGreaterThanOrEqual(2);
    expect(values.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < values.length; i++) expect(values[i]! - values[i - 1]!).toBeGreaterThanOrEqual(0.4);
    expect(document.querySelector('progress')!.value).toBeGreaterThan(from);
  });
});
