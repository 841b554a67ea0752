/**
 * res/files, size small: the address of the cover's 128 px variant (consumer §7, §9). Previews
 * load it instead of the full picture, which only the player needs.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api } from './client';

export const getCoverThumbnail = (uid: string) => api('res/files', { id: uid, size: 'small' });

export const coverThumbnailQuery = (uid: string) =>
  queryOptions({
    queryKey: ['thumbnail', uid],
    queryFn: () => getCoverThumbnail(uid),
    staleTime: CACHE.systemAndStoriesS * 1000,
    select: (file) => file.url,
  });

export const useCoverThumbnail = (uid: string, enabled: boolean) => useQuery({ ...coverThumbnailQuery(uid), enabled });
