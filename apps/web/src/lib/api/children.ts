/**
 * Children's profiles (issue 26 §10): the list, and the changes that answer the new list. Choosing
 * or changing the chosen child changes the account's birthday and language, so the profile and the
 * bot feed are read again; those changes carry the parental pin when one is set.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from './client';
import { useAuth } from '../auth';

export const CHILDREN_KEY = ['children'] as const;

export const useChildren = (enabled = true) =>
  useQuery({ queryKey: CHILDREN_KEY, queryFn: () => api('user/children/list', {}), enabled });

function useChildrenChange<I>(call: (input: I) => Promise<{ children: unknown[] }>) {
  const client = useQueryClient();
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      client.setQueryData(CHILDREN_KEY, answer);
      await refreshProfile();
      // the feed and the stories follow the chosen child's age and language
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CHILDREN_KEY[0] });
    },
  });
}

export const useSaveChild = () =>
  useChildrenChange((input: CallInput<'user/children/save'>) => api('user/children/save', input));
export const useRemoveChild = () =>
  useChildrenChange((input: CallInput<'user/children/remove'>) => api('user/children/remove', input));
export const useChooseChild = () =>
  useChildrenChange((input: CallInput<'user/children/choose'>) => api('user/children/choose', input));
