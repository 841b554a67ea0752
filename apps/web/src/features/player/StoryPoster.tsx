/**
 * While the voices and music load (state "resources"), the title and the first picture are
 * already shown, in the player's own layout: the child sees the story begin, and the page's
 * largest picture paints seconds earlier than after every sound has arrived.
 */
import type { Story } from '@tt/contract';
import { Preloader } from '../../components/Preloader';

export function StoryPoster({ story, time, pictures }: { story: Story; time: number; pictures: boolean }) {
  const first = story.scenes[0]?.image;
  return (
    <div className="player" data-state="resources" data-time={time.toFixed(2)}>
      <header className="player__bar">
        <h1>{story.title}</h1>
      </header>
      {pictures && (
        <div className="player__stage">
          {first && <img src={`${story.basePath}${first}`} alt="" className="player__image" fetchPriority="high" />}
        </div>
      )}
      <Preloader />
    </div>
  );
}
