/** explore/search: published stories the licence covers whose title or text match, in the user's language. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const searchStories = (query: string) => api('explore/search', { query });

/** The answers to the (debounced) text; nothing is asked while it is empty. */
export const useSearchStories = (query: string) =>
  useQuery({
    queryKey: ['explore/search', query],
    queryFn: () => searchStories(query),
    enabled: query.length > 0,
    staleTime: 30_000,
  });
