/** Stories are read by several features (player, chat feed, previews); one query serves them all. */
import { useQuery } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api } from './api/client';

/** `share` is the id of a share link, which lets a visitor open the story. */
export function useStory(uid: string, share?: string | null) {
  return useQuery({ queryKey: ['story', uid], queryFn: () => api('tidings/story/get', { uid, ...(share ? { share } : {}) }), staleTime: CACHE.systemAndStoriesS * 1000 });
}
