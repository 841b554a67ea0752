/** A story preview (consumer §2 Home screen): cover, title, date (not for aboutStory), play icon, text version. */
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';
import { errorText } from '../lib/api/error-text';
import { formatDay } from '../lib/dates';
import { useStory } from '../lib/api/story';
import { useCoverThumbnail } from '../lib/api/cover-thumbnail';
import { useModals } from './ModalHost';
import { StoryText } from './StoryText';
import { Play } from 'lucide-react';

const LONG_TOUCH_MS = 600;

/** `onLongPress` (a long touch or press on the preview) adds the story to the playlist. */
export function StoryPreviewCard({
  uid,
  onLongPress,
  label,
}: {
  uid: string;
  onLongPress?: (uid: string) => void;
  /** A line that tells this card from its neighbours (search: the age the story is told for). */
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);
  const press = {
    onPointerDown: () => {
      pressed.current = false;
      if (onLongPress)
        timer.current = setTimeout(() => {
          pressed.current = true;
          onLongPress(uid);
        }, LONG_TOUCH_MS);
    },
    onPointerUp: () => timer.current && clearTimeout(timer.current),
    onPointerLeave: () => timer.current && clearTimeout(timer.current),
    // a long press adds to the playlist and does not also open the story
    onClickCapture: (e: React.MouseEvent) => pressed.current && e.preventDefault(),
    onContextMenu: (e: React.MouseEvent) => onLongPress && e.preventDefault(),
  };
  const modals = useModals();
  const { data: story, error } = useStory(uid);
  const thumbnail = useCoverThumbnail(uid, !!story?.cover);
  if (error)
    return (
      <div className="story-card story-card--error" role="alert">
        {errorText(t, error)}
      </div>
    );
  if (!story) return <div className="story-card story-card--loading" aria-busy="true" />;
  return (
    <article className="story-card" {...press}>
      <Link
        to={paths.story(story.uid)}
        className="story-card__cover"
        aria-label={`${t('player.play')}: ${story.title}`}
      >
        {thumbnail.data && <img src={thumbnail.data} alt="" loading="lazy" width={128} height={96} />}
        <span className="story-card__play" aria-hidden>
          <Play size={22} fill="currentColor" />
        </span>
      </Link>
      <div className="story-card__info">
        <h3>{story.title}</h3>
        {label && <span className="story-card__label">{label}</span>}
        {story.topic !== 'aboutStory' && <time dateTime={story.date}>{formatDay(story.date, i18n.language)}</time>}
        <button
          type="button"
          className="link-button"
          onClick={() =>
            modals.open({
              name: 'storytext',
              title: story.title,
              content: <StoryText story={story} close={modals.close} />,
            })
          }
        >
          {t('player.text')}
        </button>
      </div>
    </article>
  );
}
