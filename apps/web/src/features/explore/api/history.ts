/** explore/history/list: the activity history, newest first (at most 300 items). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const historyKey = ['explore/history/list'] as const;
export const listHistory = () => api('explore/history/list', {});

export const useHistory = () => useQuery({ queryKey: historyKey, queryFn: listHistory });
