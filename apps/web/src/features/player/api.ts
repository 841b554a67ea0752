import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '../../lib/api/client';

/** Liked when reactions/get returns anything for the story (consumer §4). */
export function useLiked(uid: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reactions', uid],
    queryFn: () => api('tidings/story/reactions/get', { uids: [uid] }),
    enabled,
    select: (list) => list.length > 0,
  });
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

/**
 * The settings stored behind a share link (GET userdata/PublicSettings/get/{id}), which the
 * player applies on top of the link's own parameters (consumer §2, §7).
 */
export function useShareSettings(shareId: string | null) {
  return useQuery({
    queryKey: ['share', shareId],
    queryFn: () => apiGet('userdata/PublicSettings/get', shareId!),
    enabled: !!shareId,
    staleTime: Infinity,
    retry: false,
    select: (share) => share.settings ?? {},
  });
}
