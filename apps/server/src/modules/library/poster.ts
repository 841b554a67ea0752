/**
 * tidings/story/poster: a published story's title and cover for anyone, so a visitor on a story
 * link sees what the story is and is offered to sign in (issue 14 item 8). Drafts are not shown.
 */
import { Story } from '@tt/contract';
import type { Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import type { LibraryModule } from './index.js';

export const posterHandlers = (library: LibraryModule): Handlers => ({
  'tidings/story/poster': async (input) => {
    const row = await library.stories.findPlayableStory(input.uid);
    const parsed = row ? Story.safeParse(row.data) : null;
    if (!parsed?.success) throw new ApiProblem(404, 'errors.notFound');
    const story = parsed.data;
    const cover = story.cover ?? story.scenes[0]?.image;
    return { uid: story.uid, title: story.title, cover: cover ? `${story.basePath}${cover}` : null };
  },
});
