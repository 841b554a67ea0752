/**
 * A feed draft made a story (decision 085): admin/moderation/story/write sends the moderator's text (422
 * names each refused sentence), admin/moderation/story/suggested tells the suggested bundled item instead.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WrittenStoryForm } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { moderationKey } from './query-keys';

export function useWriteFeedStory(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (story: WrittenStoryForm) => api('admin/moderation/story/write', { uid, ...story }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}

export function useTellSuggested(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('admin/moderation/story/suggested', { uid }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}
