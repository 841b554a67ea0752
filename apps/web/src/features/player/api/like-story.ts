/** tidings/story/reaction: the like (value 5); the heart turns at once, errors are only logged (consumer §4, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { reactionsKey } from './get-reactions';

const LIKE = 5;

export const likeStory = (uid: string) => api('tidings/story/reaction', { uid, value: LIKE });

export function useLike(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => likeStory(uid),
    onSuccess: () => client.setQueryData(reactionsKey(uid), [{ uid, value: LIKE, date: new Date().toISOString() }]),
    onError: (err) => console.warn('reaction failed', err),
  });
}
