/** A story preview (consumer §2 Home screen): cover, title, date (not for aboutStory), play icon, text version. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths';
import { errorText } from '../lib/errors';
import { useStory } from '../lib/stories';
import { useModals } from './ModalHost';
import { StoryText } from './StoryText';

export function StoryPreviewCard({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const modals = useModals();
  const { data: story, error } = useStory(uid);
  if (error) return <div className="story-card story-card--error" role="alert">{errorText(t, error)}</div>;
  if (!story) return <div className="story-card story-card--loading" aria-busy="true" />;
  return (
    <article className="story-card">
      <Link to={paths.story(story.uid)} className="story-card__cover" aria-label={`${t('player.play')}: ${story.title}`}>
        {story.cover && <img src={`${story.basePath}${story.cover}`} alt="" loading="lazy" />}
        <span className="story-card__play" aria-hidden>▶</span>
      </Link>
      <div className="story-card__info">
        <h3>{story.title}</h3>
        {story.topic !== 'aboutStory' && <time dateTime={story.date}>{new Date(`${story.date}T12:00:00Z`).toLocaleDateString(i18n.language)}</time>}
        <button type="button" className="link-button" onClick={() => modals.open({ name: 'storytext', title: story.title, content: <StoryText story={story} /> })}>
          {t('player.text')}
        </button>
      </div>
    </article>
  );
}
