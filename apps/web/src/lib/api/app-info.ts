/** app/info: locales, the story age range, plans, Google client id. Asked once and kept. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api, type CallOptions } from './client';

export const getAppInfo = (options?: CallOptions) => api('app/info', {}, options);

export const appInfoQuery = queryOptions({
  queryKey: ['app/info'],
  queryFn: ({ signal }) => getAppInfo({ signal }),
  staleTime: CACHE.systemAndStoriesS * 1000,
});

export const useAppInfo = () => useQuery(appInfoQuery);
