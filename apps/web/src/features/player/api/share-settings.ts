/**
 * GET userdata/PublicSettings/get/{id}: the settings stored behind a share link, which the player
 * applies on top of the link's own parameters (consumer §2, §7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

export const getShareSettings = (shareId: string) => apiGet('userdata/PublicSettings/get', shareId);

export const shareSettingsQuery = (shareId: string) =>
  queryOptions({
    queryKey: ['share', shareId],
    queryFn: () => getShareSettings(shareId),
    staleTime: Infinity,
    retry: false,
    select: (share) => share.settings ?? {},
  });

export const useShareSettings = (shareId: string | null) =>
  useQuery({ ...shareSettingsQuery(shareId ?? ''), enabled: !!shareId });
