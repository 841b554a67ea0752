/** Stories are read by several features (player, chat feed, previews); one query serves them all. */
import { useQuery } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api } from './api';

export function useStory(uid: string) {
  return useQuery({ queryKey: ['story', uid], queryFn: () => api('tidings/story/get', { uid }), staleTime: CACHE.systemAndStoriesS * 1000 });
}
