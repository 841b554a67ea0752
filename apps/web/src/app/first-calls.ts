/**
 * The calls a page is sure to make, started by the entry script before React draws anything. Started by
 * the page's queries, they began in the task that ran the first drawing's effects: each fetch's start costs
 * a phone's main thread 3–5 ms, and that task was the story page's longest (issue 32 §6, profiled). Here
 * they also leave a few hundred milliseconds earlier; the page's queries find them under the same keys.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { storyQuery } from '../lib/api/story';
import { shareSettingsQuery } from '../features/player/api/share-settings';

export function startFirstCalls(client: QueryClient, { pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const story = matchPath('/stories/:id', pathname)?.params.id;
  if (!story) return;
  const share = new URLSearchParams(search).get('share');
  void client.prefetchQuery(storyQuery(story, share));
  if (share) void client.prefetchQuery(shareSettingsQuery(share));
}
