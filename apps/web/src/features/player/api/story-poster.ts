/** tidings/story/poster: a story's title and cover for a visitor who must sign in to play it. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const useStoryPoster = (uid: string) =>
  useQuery({ queryKey: ['story-poster', uid], queryFn: () => api('tidings/story/poster', { uid }) });
