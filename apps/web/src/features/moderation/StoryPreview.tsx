/** Watch story: a plain scene-by-scene preview of the draft (picture, text, voice, footnotes). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@tt/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export function StoryPreview({ story }: { story: Story }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const scene = story.scenes[index]!;
  const media = (path?: string | null) => (path ? `${story.basePath}${path}` : undefined);
  return (
    <section className="story-preview" aria-label={story.title}>
      <h3>{story.title}</h3>
      {scene.image && <img src={media(scene.image)} alt="" width={512} height={384} />}
      {scene.title && <h4>{scene.title}</h4>}
      <p>{scene.text}</p>
      {scene.audio && <audio controls src={media(scene.audio)} />}
      <div className="row">
        <button
          type="button"
          className="button button--ghost"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeft aria-hidden size={18} /> {t('moderation.prevScene')}
        </button>
        <span>
          {index + 1} / {story.scenes.length}
        </span>
        <button
          type="button"
          className="button button--ghost"
          disabled={index === story.scenes.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          {t('moderation.nextScene')} <ChevronRight aria-hidden size={18} />
        </button>
      </div>
      {story.footnotes.length > 0 && (
        <ul className="muted">
          {story.footnotes.map((f) => (
            <li key={f.title}>
              <b>{f.title}</b>: {f.text}
            </li>
          ))}
        </ul>
      )}
      {story.parentNote && (
        <div className="parent-note">
          <p>{story.parentNote.whatHappened}</p>
          <ul>
            {story.parentNote.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
