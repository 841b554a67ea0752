/** explore/search: published stories the licence covers whose title or text match, in the user's language. */
import { api } from '../../../lib/api/client';

export const searchStories = (query: string) => api('explore/search', { query });
