/**
 * Footnotes of the scene (consumer §4): each shows when the narration reaches its word, found by
 * footnotePosition with the 50 characters of context around it, for footnoteSeconds, with its
 * own voice when it has one.
 */
import { useEffect, useRef } from 'react';
import { footnotePosition, footnoteSeconds, type Story, type WordTime } from '@tt/contract';

type Note = Story['footnotes'][number];
export interface TimedFootnote {
  note: Note;
  /** Seconds into the scene. */
  from: number;
  until: number;
}

/** The scene a footnote belongs to (its first matching one) and where its word is in that text. */
function placeOf(story: Story, note: Note): { scene: number; at: number } | null {
  for (const [scene, { text }] of story.scenes.entries()) {
    const at = footnotePosition(text, note.titleInSource, note.context);
    if (at >= 0) return { scene, at };
  }
  return null;
}

/** Every footnote of the scene with the moment its word is spoken (`words` are the scene's timings). */
export function sceneFootnotes(story: Story, sceneIndex: number, words: WordTime[]): TimedFootnote[] {
  const text = story.scenes[sceneIndex]?.text ?? '';
  return story.footnotes.flatMap((note) => {
    const place = placeOf(story, note);
    if (place?.scene !== sceneIndex) return [];
    // the word containing the match: count the words up to its first character
    const wordIndex =
      text
        .slice(0, place.at + 1)
        .split(/\s+/)
        .filter(Boolean).length - 1;
    const from = words[wordIndex]?.start ?? 0;
    return [{ note, from, until: from + footnoteSeconds(note.text.length, note.audio?.duration) }];
  });
}

export const shownAt = (notes: TimedFootnote[], offset: number) =>
  notes.filter((n) => offset >= n.from && offset < n.until);

/** `elapsed`: seconds since the footnote appeared; its voice starts with it and pauses with the story. */
export function FootnoteBubble({
  note,
  basePath,
  playing,
  elapsed,
}: {
  note: Note;
  basePath: string;
  playing: boolean;
  elapsed: number;
}) {
  const voice = useRef<HTMLAudioElement>(null);
  const elapsedRef = useRef(elapsed);
  elapsedRef.current = elapsed;
  useEffect(() => {
    const el = voice.current;
    if (!el) return;
    if (!playing) return el.pause();
    if (el.paused && elapsedRef.current < (note.audio?.duration ?? 0)) void el.play()?.catch(() => undefined);
  }, [playing, note.audio]);
  return (
    <aside className="footnote" role="note" aria-label={note.title}>
      <b>{note.title}</b> — {note.text}
      {note.audio && (
        <audio ref={voice} src={`${basePath}${note.audio.path}`} preload="auto" data-testid="footnote-voice" />
      )}
    </aside>
  );
}
