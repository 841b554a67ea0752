/** tidings/story/get: one story. Read by the player, the chat feed and the previews, so it lives here. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, ERROR_CODES } from '@tt/contract';
import { offlineStory } from '../offline-stories';
import { api, ApiError } from './client';

const STORY_STALE_MS = CACHE.systemAndStoriesS * 1000;

/**
 * `share` is the id of a share link, which lets a visitor open the story. With no network the
 * copy kept for offline (saved, or played lately: lib/offline-stories.ts) answers instead.
 */
export async function getStory(uid: string, share?: string | null) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    const kept = await offlineStory(uid);
    if (kept) return kept;
  }
  try {
    return await api('tidings/story/get', { uid, ...(share ? { share } : {}) });
  } catch (err) {
    const kept = err instanceof ApiError && err.code === ERROR_CODES.network ? await offlineStory(uid) : null;
    if (kept) return kept;
    throw err;
  }
}

export const storyQuery = (uid: string, share?: string | null) =>
  queryOptions({ queryKey: ['story', uid], queryFn: () => getStory(uid, share), staleTime: STORY_STALE_MS });

export const useStory = (uid: string, share?: string | null) => useQuery(storyQuery(uid, share));
