/** A story kept on this device, as a row's start: its cover (or a blank of the same size) and its title opening the player. */
import { Link } from 'react-router';
import { paths } from '../lib/paths';

export function KeptStoryLink({ story }: { story: { uid: string; cover?: string | null; title: string } }) {
  return (
    <>
      {story.cover ? (
        <img src={story.cover} alt="" width={48} height={48} />
      ) : (
        <span className="offline-story__blank" />
      )}
      <Link to={paths.story(story.uid)} className="offline-story__title">
        {story.title}
      </Link>
    </>
  );
}
