/** What a kept story needs (every picture and sound, once each) and how its size reads in en and ru. */
import { describe, expect, it } from 'vitest';
import type { Story } from '@tt/contract';
import { storyMedia } from '../src/lib/offline-stories';
import { formatBytes } from '../src/lib/format-bytes';

const story: Story = {
  uid: 's-1',
  title: 'The fox',
  cover: 'cover.webp',
  date: '2026-11-24',
  topic: 'news',
  duration: 8,
  basePath: '/media/t-1/',
  content: '',
  audio: { path: 'all.mp3', duration: 8 },
  backgroundaudio: 'music.mp3',
  scenes: [
    { image: 'scene-1.webp', video: null, text: 'a', audio: 'voice-1.mp3' },
    { image: 'scene-1.webp', video: 'scene-2.mp4', text: 'b', audio: null },
  ],
  footnotes: [
    { title: 'kite', titleInSource: 'kite', text: 'A toy', audio: { path: 'note.mp3', duration: 1 }, image: null },
  ],
};

describe('offline stories', () => {
  it('keeps every picture and sound the player asks for, each once, under the story’s base path', () => {
    expect(storyMedia(story).sort()).toEqual(
      ['cover.webp', 'all.mp3', 'music.mp3', 'scene-1.webp', 'voice-1.mp3', 'scene-2.mp4', 'note.mp3']
        .map((f) => `/media/t-1/${f}`)
        .sort(),
    );
  });

  it('reads sizes in the reader’s language', () => {
    expect(formatBytes(812 * 1024, 'en')).toBe('812 kB');
    expect(formatBytes(3.42 * 1024 * 1024, 'en')).toBe('3.4 MB');
    expect(formatBytes(3.42 * 1024 * 1024, 'ru')).toMatch(/^3,4\sМБ$/);
  });
});
