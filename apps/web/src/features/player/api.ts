import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

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
