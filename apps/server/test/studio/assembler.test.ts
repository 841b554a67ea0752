import { describe, expect, it } from 'vitest';
import { Story } from '@tt/contract';
import { assembleStory } from '../../src/modules/studio/assembler.js';

const draft = {
  title: 'Stars over the sea',
  scenes: [
    { title: 'Evening', text: 'The sea was calm.' },
    { text: 'A lighthouse blinked hello.' },
    { text: 'Everyone slept well.' },
  ],
  footnotes: [{ title: 'Lighthouse', titleInSource: 'lighthouse', text: 'A tall tower with a light for ships.' }],
  parentNote: {
    whatHappened: 'A lighthouse was repaired.',
    questions: ['Have you seen a lighthouse?', 'Why do ships need light?'],
  },
  mood: 'calm' as const,
};

describe('assembleStory', () => {
  it('builds the consumer Story from measured audio, one second of pause after each voice', () => {
    const story = assembleStory({
      taskUid: 't-1',
      storyUid: 's-1',
      purpose: 'tidingsStory',
      locale: 'en',
      ageCluster: '4to5',
      newsDate: '2026-05-01',
      newsId: 'bundled-05-01-en',
      draft,
      pictures: { cover: 'cover-a0.webp', scenes: ['scene-1-a0.webp', 'scene-2-a0.webp', 'scene-3-a0.webp'] },
      narration: {
        scenes: [2.5, 3.25, 2].map((duration, i) => ({ audio: `voice-${i + 1}-a0.ogg`, duration, words: [] })),
        footnotes: [{ audio: 'note-1-a0.ogg', duration: 4, words: [] }],
      },
      music: { audio: 'music-a0.ogg', duration: 30 },
    });
    expect(Story.safeParse(story).success).toBe(true);
    expect(story.scenes.map((s) => [s.start, s.end, s.duration])).toEqual([
      [0, 3.5, 3.5],
      [3.5, 7.75, 4.25],
      [7.75, 10.75, 3],
    ]);
    expect(story.duration).toBe(10.75);
    expect(story).toMatchObject({
      basePath: '/media/stories/t-1/',
      cover: 'cover-a0.webp',
      backgroundaudio: 'music-a0.ogg',
      topic: 'news',
      date: '2026-05-01',
    });
    expect(story.footnotes[0]!.audio).toEqual({ path: 'note-1-a0.ogg', duration: 4 });
    // read-along spreads words over the voice alone, the player finds the word by its context
    expect(story.scenes.map((s) => s.audioDuration)).toEqual([2.5, 3.25, 2]);
    expect(story.footnotes[0]!.context).toEqual({ before: 'A ', after: ' blinked hello.' });
    expect(story.content).toBe('The sea was calm.\n\nA lighthouse blinked hello.\n\nEveryone slept well.');
    // the key its Russian twin shares
    expect(story.newsKey).toBe('bundled-05-01');
  });
});
