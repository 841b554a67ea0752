/** app/release/latest: the latest Android release, read by the server from the releases API. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const latestRelease = () => api('app/release/latest', {});

export const latestReleaseKey = ['app/release/latest'] as const;
export const useLatestRelease = () => useQuery({ queryKey: latestReleaseKey, queryFn: latestRelease });

/**
 * The download button: asks again (the server keeps the answer a few minutes), then downloads that
 * release's .apk. The answer updates the page; a failed ask is the button's own failure, shown under it,
 * and leaves the release the page shows as it was.
 */
export function useDownloadLatestApk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['app/release/latest', 'download'],
    mutationFn: async () => {
      const latest = await latestRelease();
      queryClient.setQueryData(latestReleaseKey, latest);
      if (!latest.apk) throw new Error('no apk');
      window.location.assign(latest.apk.url);
    },
  });
}
