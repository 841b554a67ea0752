/** The scene's text with the word being spoken highlighted (narrator timings, or estimated). */
import { memo, useEffect, useRef } from 'react';
import { estimateWordTimings, type Story, type WordTime } from '@tt/contract';

type Scene = Story['scenes'][number];

/**
 * The scene's word timings: the narrator's, or spread over the voice-over itself (not the scene,
 * whose duration adds a pause after the voice), so the highlight keeps pace with what is heard.
 */
export function sceneWords(scene: Scene, voiceSeconds: number | undefined): WordTime[] {
  if (scene.words?.length) return scene.words;
  return estimateWordTimings(scene.text, scene.audioDuration ?? voiceSeconds ?? scene.duration ?? 0);
}

/** Room kept between the word being said and the player's buttons, in lines of text. */
const LINES_ABOVE_BUTTONS = 2;

/**
 * A long scene's text runs below the screen, where the player's buttons stay (sticky): the word being said
 * is kept above them by scrolling the page, so the closing question and its highlight are never hidden
 * under the buttons (issue 32 §10: Russian scenes at 360×740). Between words nothing moves.
 * The word and the buttons are measured by an observer, which reads them as the browser lays out its next
 * frame: measured at once, the browser laid the whole page out inside the word's own drawing (10 ms a word
 * on a phone, issue 32 §6). Gives what stops the measuring when the next word comes first.
 */
function keepInView(word: Element | undefined): () => void {
  const controls = word?.closest('.player')?.querySelector('.player__controls');
  if (!word || !controls || typeof IntersectionObserver === 'undefined' || typeof window.scrollBy !== 'function')
    return () => {};
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    const rectOf = (el: Element) => entries.find((e) => e.target === el)?.boundingClientRect;
    const [said, buttons] = [rectOf(word), rectOf(controls)];
    if (!said || !buttons) return;
    const { top, bottom, height } = said;
    const limit = Math.min(buttons.top, window.innerHeight);
    if (bottom <= limit && top >= 0) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const by = top < 0 ? top - height * LINES_ABOVE_BUTTONS : bottom - limit + height * LINES_ABOVE_BUTTONS;
    window.scrollBy({ top: by, behavior: smooth ? 'smooth' : 'auto' });
  });
  observer.observe(word);
  observer.observe(controls);
  return () => observer.disconnect();
}

/** `current`: the word being said (wordAt), so the text is drawn again as a word changes, not on every tick. */
export const ReadAlong = memo(function ReadAlong({ words, current }: { words: WordTime[]; current: number }) {
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (current >= 0) return keepInView(text.current?.children[current]);
  }, [current, words]);
  return (
    <p className="read-along" aria-live="off" ref={text}>
      {words.map((w, i) => (
        <span
          key={`${i}-${w.word}`}
          className={i === current ? 'word word--now' : i < current ? 'word word--said' : 'word'}
        >
          {w.word}{' '}
        </span>
      ))}
    </p>
  );
});
