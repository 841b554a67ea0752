/** The scene's text with the word being spoken highlighted (narrator timings, or estimated). */
import { estimateWordTimings, wordAt, type Story, type WordTime } from '@tt/contract';

type Scene = Story['scenes'][number];

/**
 * The scene's word timings: the narrator's, or spread over the voice-over itself (not the scene,
 * whose duration adds a pause after the voice), so the highlight keeps pace with what is heard.
 */
export function sceneWords(scene: Scene, voiceSeconds: number | undefined): WordTime[] {
  if (scene.words?.length) return scene.words;
  return estimateWordTimings(scene.text, scene.audioDuration ?? voiceSeconds ?? scene.duration ?? 0);
}

export function ReadAlong({ words, offset }: { words: WordTime[]; offset: number }) {
  const current = wordAt(words, offset);
  return (
    <p className="read-along" aria-live="off">
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
}
