/** A small story and a stand-in for pictures and sounds, so the player runs in jsdom. */
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Story } from '@tt/contract';
import { profile, signedInAs, type Handler } from './helpers';

const words = (text: string, each: number) =>
  text.split(' ').map((word, i) => ({ word, start: i * each, end: (i + 1) * each }));
const first = 'The keeper fed the seals. Later the keeper of the lighthouse waved.';

/** Scene 0 (0–8 s) has the narrator's timings, 0.5 s a word; scene 1 (8–12 s) has a 2 s voice and a video. */
export const story = (over: Partial<Story> = {}): Story => ({
  uid: 's1',
  title: 'Seals and keepers',
  cover: null,
  date: '2026-05-01',
  topic: 'news',
  duration: 12,
  basePath: '/media/stories/t-1/',
  backgroundaudio: 'music.ogg',
  scenes: [
    { image: 'a.webp', text: first, duration: 8, audio: 'voice-1.ogg', audioDuration: 6, words: words(first, 0.5) },
    {
      image: 'b.webp',
      video: 'clip.mp4',
      text: 'Everyone slept.',
      duration: 4,
      audio: 'voice-2.ogg',
      audioDuration: 2,
    },
  ],
  content: `${first}\n\nEveryone slept.`,
  footnotes: [
    // the keeper of the lighthouse (word 7, 3.5 s), not the zoo keeper of word 1
    {
      title: 'Keeper',
      titleInSource: 'keeper',
      text: 'A keeper looks after a place.',
      audio: { path: 'note-1.ogg', duration: 2 },
      context: { before: 'Later the ', after: ' of the lighthouse waved.' },
    },
    { title: 'Seals', titleInSource: 'seals', text: 'Seals are sea animals.' },
  ],
  ...over,
});

/** Pictures "load" at once; play/pause are recorded, since jsdom cannot play media. */
export function fakeMedia(focused = true) {
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      fetchPriority = 'auto';
      set src(_: string) {
        setTimeout(() => this.onload?.(), 0);
      }
    },
  );
  const playing = new Set<HTMLMediaElement>();
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    return Promise.resolve();
  });
  vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this);
  });
  vi.spyOn(document, 'hasFocus').mockReturnValue(focused);
  return { isPlaying: (el: Element | null) => !!el && playing.has(el as HTMLMediaElement) };
}

/** A signed-in parent whose server has these stories; anything else answers 501. */
export function serveStories(stories: Story[], more: Handler = () => undefined) {
  return signedInAs(profile(), (path, body, headers) => {
    if (path === 'tidings/story/get') return { body: stories.find((s) => s.uid === body.uid) };
    if (path === 'tidings/story/reactions/get') return { body: [] };
    if (path === 'tidings/story/view') return { body: { success: true } };
    return more(path, body, headers);
  });
}

export const player = () => document.querySelector('.player');
export const playerState = () => player()?.getAttribute('data-state');
export const playerTime = () => Number(player()?.getAttribute('data-time'));

/** Waits until the story clock has moved on by `seconds`: what "nothing happens while it plays" checks wait for. */
export async function playedFor(seconds: number): Promise<void> {
  const from = playerTime();
  await waitFor(() => expect(playerTime()).toBeGreaterThanOrEqual(from + seconds), { timeout: 3000 });
}
