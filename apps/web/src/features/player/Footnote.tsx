/** A footnote bubble for the scene's hard word, shown for footnoteSeconds (consumer §4). */
import { footnoteSeconds, type Story } from '@tt/contract';

export function activeFootnote(story: Story, sceneIndex: number, offset: number) {
  const scene = story.scenes[sceneIndex];
  if (!scene) return null;
  const note = story.footnotes.find((f) => scene.text.includes(f.titleInSource));
  if (!note) return null;
  return offset <= footnoteSeconds(note.text.length, note.audio?.duration) ? note : null;
}

export function FootnoteBubble({ note }: { note: Story['footnotes'][number] }) {
  return (
    <aside className="footnote" role="note">
      <b>{note.title}</b> — {note.text}
    </aside>
  );
}
