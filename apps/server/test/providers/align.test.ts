import { describe, expect, it } from 'vitest';
import { alignWords } from '../../src/providers/narrator/align.js';

const RATE = 16_000;
/** Speech stand-in: a tone for each [from, to] second span, silence between. */
function voice(spans: [number, number][], seconds: number): Int16Array {
  const pcm = new Int16Array(RATE * seconds);
  for (const [from, to] of spans)
    for (let i = Math.round(from * RATE); i < to * RATE; i++) pcm[i] = Math.round(8000 * Math.sin(i / 4));
  return pcm;
}
const starts = (text: string, pcm: Int16Array) => alignWords(text, pcm, RATE).map((w) => w.start);

describe("aligning a text to a narrator's audio", () => {
  it('starts each sentence where the sound resumes after its pause, also when a comma pause is longer', () => {
    // about 0.1 s a letter; the pause after "slowly," (0.5 s) is longer than the one before "Good" (0.45 s)
    const pcm = voice(
      [
        [0.2, 0.8],
        [1.3, 1.7],
        [1.9, 2.5],
        [3.0, 3.9],
        [4.35, 5.25],
      ],
      5.5,
    );
    const got = starts('Pip sat. Then, slowly, she smiled. Good night.', pcm);
    expect(got[0]).toBeCloseTo(0.2, 1);
    expect(got[2]).toBeCloseTo(1.3, 1); // Then
    expect(got[3]).toBeCloseTo(1.9, 1); // slowly
    expect(got[4]).toBeCloseTo(3.0, 1); // she
    expect(got[6]).toBeCloseTo(4.35, 1); // Good
  });

  it('places a sentence the voice ran on without a pause by its letters, and the rest on their pauses', () => {
    // "Hello. Hi there. Bye." spoken as two stretches: no pause between the first two sentences
    const pcm = voice(
      [
        [0.1, 2.1],
        [2.6, 3.1],
      ],
      3.5,
    );
    const got = starts('Hello. Hi there. Bye.', pcm);
    expect(got[0]).toBeCloseTo(0.1, 2);
    expect(got[1]!).toBeGreaterThan(0.7); // after "Hello" (5 of 12 letters)
    expect(got[1]!).toBeLessThan(1.1);
    expect(got[3]).toBeCloseTo(2.6, 2); // Bye
  });

  it('gives silent audio no negative or reversed times', () => {
    const words = alignWords('Quiet now.', new Int16Array(RATE), RATE);
    expect(words.map((w) => w.word)).toEqual(['Quiet', 'now.']);
    words.forEach((w) => expect(w.end).toBeGreaterThanOrEqual(w.start));
  });
});
