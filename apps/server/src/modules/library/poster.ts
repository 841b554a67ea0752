/**
 * tidings/story/poster: a published story's title and cover for anyone, so a visitor on a story
 * link sees what the story is and is offered to sign in (issue 14 item 8). Drafts are not shown.
 */
import { Story } from '@tt/contract';
import { ApiProblem } from '../../errors.js';
import type { StudioModule } from '../studio/index.js';

export async function posterOf(stories: Pick<StudioModule, 'findPlayableStory'>, uid: string) {
  const row = await stories.findPlayableStory(uid);
  const parsed = row ? Story.safeParse(row.data) : null;
  if (!parsed?.success) throw new ApiProblem(404, 'errors.notFound');
  const story = parsed.data;
  const cover = story.cover ?? story.scenes[0]?.image;
  return { uid: story.uid, title: story.title, cover: cover ? `${story.basePath}${cover}` : null };
}
