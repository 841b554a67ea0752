/** app/release/latest: the latest Android release, read by the server from the releases API. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const latestRelease = () => api('app/release/latest', {});

export const latestReleaseKey = ['app/release/latest'] as const;
export const useLatestRelease = () => useQuery({ queryKey: latestReleaseKey, queryFn: latestRelease });
