/** tidings/story/get: one story. Read by the player, the chat feed and the previews, so it lives here. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api } from './client';

const STORY_STALE_MS = CACHE.systemAndStoriesS * 1000;

/** `share` is the id of a share link, which lets a visitor open the story. */
export const getStory = (uid: string, share?: string | null) =>
  api('tidings/story/get', { uid, ...(share ? { share } : {}) });

export const storyQuery = (uid: string, share?: string | null) =>
  queryOptions({ queryKey: ['story', uid], queryFn: () => getStory(uid, share), staleTime: STORY_STALE_MS });

export const useStory = (uid: string, share?: string | null) => useQuery(storyQuery(uid, share));
