/** Stories are read by several features (player, chat feed, previews); one query serves them all. */
import { useQuery } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api } from './api/client';

const STORY_STALE_MS = CACHE.systemAndStoriesS * 1000;

/** `share` is the id of a share link, which lets a visitor open the story. */
export function useStory(uid: string, share?: string | null) {
  return useQuery({
    queryKey: ['story', uid],
    queryFn: () => api('tidings/story/get', { uid, ...(share ? { share } : {}) }),
    staleTime: STORY_STALE_MS,
  });
}

/**
 * The address of the cover's 128 px variant (res/files, size small, consumer §7, §9): previews
 * load it instead of the full picture, which only the player needs.
 */
export function useCoverThumbnail(uid: string, enabled: boolean) {
  return useQuery({
    queryKey: ['thumbnail', uid],
    queryFn: () => api('res/files', { id: uid, size: 'small' }),
    enabled,
    staleTime: STORY_STALE_MS,
    select: (file) => file.url,
  });
}
