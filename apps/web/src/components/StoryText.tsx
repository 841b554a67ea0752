/**
 * The text version (consumer §2): the whole content and the footnotes with a Close button. The
 * text is sanitised (markup removed, not shown as tags); newlines become line breaks.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@tt/contract';
import { plainText } from '../lib/plain-text';
import { ParentNote } from './ParentNote';

function Lines({ text }: { text: string }) {
  return plainText(text)
    .split('\n')
    .map((line, i) => (
      <Fragment key={i}>
        {i > 0 && <br />}
        {line}
      </Fragment>
    ));
}

export function StoryText({ story, close }: { story: Story; close(): void }) {
  const { t } = useTranslation();
  return (
    <div className="story-text">
      <p>
        <Lines text={story.content} />
      </p>
      {story.footnotes.length > 0 && (
        <ul>
          {story.footnotes.map((f) => (
            <li key={f.title}>
              <b>{plainText(f.title)}</b>: <Lines text={f.text} />
            </li>
          ))}
        </ul>
      )}
      <ParentNote note={story.parentNote} />
      {/* kept in view at the bottom of the dialog, however long the text (issue 26 §7) */}
      <div className="row story-text__actions">
        <button type="button" className="button" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
