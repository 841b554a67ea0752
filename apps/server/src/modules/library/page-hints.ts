/**
 * What the page for a client-side route can show and fetch before its scripts run. For the story
 * player that is the poster (apps/web/src/features/player/StoryPoster.tsx, same markup): the title
 * and the first picture, painted from the HTML and named as a preload, instead of after the
 * scripts and the story call. The player removes it once its own poster is on screen.
 * Pictures are not secret: res/files gives any visitor a story's pictures (decision 008).
 */
import { Story } from '@tt/contract';
import { escapeHtml, type PageHints } from '../../page-hints.js';
import type { LibraryDeps } from './deps.js';

const NONE: PageHints = { preloads: [], shell: '' };
const STORY_ROUTE = /^\/stories\/([\w-]{1,100})$/;
const SHARE_ID = /^[\w-]{1,64}$/;

/** "Without pictures" as the link or its share asks; the device's own setting is checked in the page. */
async function picturesOff(share: LibraryDeps['share'], query: URLSearchParams): Promise<boolean> {
  if (query.get('noimagesinstory') === '1') return true;
  const shareId = query.get('share');
  if (!shareId || !SHARE_ID.test(shareId)) return false;
  return (await share.findShare(shareId))?.settings?.noimagesinstory === true;
}

export async function pageHints(
  { stories, share }: Pick<LibraryDeps, 'stories' | 'share'>,
  pathname: string,
  query: URLSearchParams,
): Promise<PageHints> {
  const uid = STORY_ROUTE.exec(pathname)?.[1];
  if (!uid) return NONE;
  const row = await stories.findPlayableStory(uid);
  if (!row) return NONE;
  const parsed = Story.safeParse(row.data);
  if (!parsed.success) return NONE;
  const story = parsed.data;
  const first = (await picturesOff(share, query)) ? undefined : story.scenes[0]?.image;
  const src = first ? escapeHtml(`${story.basePath}${first}`) : null;
  const picture = src ? `<img src="${src}" alt="" class="player__image" fetchpriority="high">` : '';
  return {
    preloads: src ? [`${story.basePath}${first}`] : [],
    shell: `<header class="player__bar"><h1>${escapeHtml(story.title)}</h1></header><div class="player__stage">${picture}</div>`,
  };
}
