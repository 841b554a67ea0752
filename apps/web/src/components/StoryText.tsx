/** The text version: the whole content and the footnotes; React escapes the text, newlines become breaks. */
import { Fragment } from 'react';
import type { Story } from '@tt/contract';

export function StoryText({ story }: { story: Story }) {
  return (
    <div className="story-text">
      <p>
        {story.content.split('\n').map((line, i) => (
          <Fragment key={i}>{i > 0 && <br />}{line}</Fragment>
        ))}
      </p>
      {story.footnotes.length > 0 && (
        <ul>
          {story.footnotes.map((f) => <li key={f.title}><b>{f.title}</b>: {f.text}</li>)}
        </ul>
      )}
    </div>
  );
}
