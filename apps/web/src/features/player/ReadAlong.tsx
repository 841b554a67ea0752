/** The scene's text with the word being spoken highlighted (narrator timings, or estimated). */
import { estimateWordTimings, wordAt, type Story } from '@tt/contract';

export function ReadAlong({ scene, offset }: { scene: Story['scenes'][number]; offset: number }) {
  const words = scene.words?.length ? scene.words : estimateWordTimings(scene.text, scene.duration ?? 0);
  const current = wordAt(words, offset);
  return (
    <p className="read-along" aria-live="off">
      {words.map((w, i) => (
        <span key={`${i}-${w.word}`} className={i === current ? 'word word--now' : i < current ? 'word word--said' : 'word'}>
          {w.word}{' '}
        </span>
      ))}
    </p>
  );
}
