import { describe, expect, it } from 'vitest';
import {
  estimateWordTimings,
  footnotePosition,
  footnoteSeconds,
  layoutScenes,
  sameMoment,
  sceneAt,
  tick,
  viewDue,
  wordAt,
} from '../src/index.js';

describe('scene layout', () => {
  it('lets scenes without a duration share the remaining time', () => {
    const scenes = layoutScenes([{ duration: 4 }, {}, { duration: 2 }, {}], 12);
    expect(scenes.map((s) => [s.start, s.end, s.duration])).toEqual([
      [0, 4, 4],
      [4, 7, 3],
      [7, 9, 2],
      [9, 12, 3],
    ]);
    expect(sceneAt(scenes, 0)).toBe(0);
    expect(sceneAt(scenes, 7.5)).toBe(2);
    expect(sceneAt(scenes, 99)).toBe(3);
  });
});

describe('the same moment in the other language', () => {
  const en = layoutScenes([{ duration: 4 }, { duration: 10 }, { duration: 6 }], 20);
  const ru = layoutScenes([{ duration: 5 }, { duration: 12 }, { duration: 8 }], 25);
  it('keeps the scene and the share of it already heard', () => {
    expect(sameMoment(en, ru, 0)).toBe(0);
    expect(sameMoment(en, ru, 9)).toBe(11); // half of the second scene: 5 + 6
    expect(sameMoment(ru, en, 11)).toBe(9);
    expect(sameMoment(en, ru, 14)).toBe(17); // the third scene's start
    expect(sameMoment(en, ru, 20)).toBe(25);
  });
  it('ends at the last scene of a twin with fewer scenes', () => {
    const short = layoutScenes([{ duration: 5 }, { duration: 5 }], 10);
    expect(sameMoment(en, short, 17)).toBe(7.5);
  });
});

describe('ticker and views', () => {
  it('advances 1/25 s only while playing with no modal open, and stops at the end', () => {
    expect(tick(1, true, false, 10)).toBeCloseTo(1.04);
    expect(tick(1, false, false, 10)).toBe(1);
    expect(tick(1, true, true, 10)).toBe(1);
    expect(tick(9.99, true, false, 10)).toBe(10);
  });
  it('reports a view once, at half the duration', () => {
    expect(viewDue(4.9, 10, false)).toBe(false);
    expect(viewDue(5, 10, false)).toBe(true);
    expect(viewDue(6, 10, true)).toBe(false);
  });
});

describe('footnotes', () => {
  it('shows for the longer of audio + 0.5 s and text / 18, at least 5 s', () => {
    expect(footnoteSeconds(18 * 3)).toBe(5);
    expect(footnoteSeconds(18 * 8)).toBe(8);
    expect(footnoteSeconds(10, 7)).toBe(7.5);
  });
  it('matches the word using the context around it', () => {
    const text = 'The keeper smiled. Later the keeper of the lighthouse waved.';
    expect(footnotePosition(text, 'keeper')).toBe(4);
    expect(footnotePosition(text, 'keeper', { after: ' of the lighthouse' })).toBe(29);
    expect(footnotePosition(text, 'dragon')).toBe(-1);
  });
});

describe('read-along', () => {
  it('spreads words over the audio and finds the one being spoken', () => {
    const words = estimateWordTimings('A tiny panda sleeps.', 4);
    expect(words).toHaveLength(4);
    expect(words[0]!.start).toBe(0);
    expect(words.at(-1)!.end).toBeCloseTo(4);
    expect(words[1]!.end - words[1]!.start).toBeGreaterThan(words[0]!.end - words[0]!.start);
    expect(wordAt(words, 0.01)).toBe(0);
    expect(wordAt(words, 3.99)).toBe(3);
  });
});
