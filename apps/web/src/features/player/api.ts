import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api } from '../../lib/api';

export function useStory(uid: string) {
  return useQuery({ queryKey: ['story', uid], queryFn: () => api('tidings/story/get', { uid }), staleTime: CACHE.systemAndStoriesS * 1000 });
}

/** Liked when reactions/get returns anything for the story (consumer §4). */
export function useLiked(uid: string, enabled: boolean) {
  return useQuery({ queryKey: ['reactions', uid], queryFn: () => api('tidings/story/reactions/get', { uids: [uid] }), enabled, select: (list) => list.length > 0 });
}

export function useLike(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('tidings/story/reaction', { uid, value: 5 }),
    onSuccess: () => client.setQueryData(['reactions', uid], [{ uid, value: 5, date: new Date().toISOString() }]),
    // reaction errors are only logged (consumer §8)
    onError: (err) => console.warn('reaction failed', err),
  });
}
