/** tidings/story/reactions/get: liked when it returns anything for the story (consumer §4). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const getReactions = (uid: string) => api('tidings/story/reactions/get', { uids: [uid] });

export const reactionsKey = (uid: string) => ['reactions', uid] as const;

export const likedQuery = (uid: string) =>
  queryOptions({ queryKey: reactionsKey(uid), queryFn: () => getReactions(uid), select: (list) => list.length > 0 });

export const useLiked = (uid: string, enabled: boolean) => useQuery({ ...likedQuery(uid), enabled });
