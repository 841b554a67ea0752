/** team/users/list: users in pages of 20, searched by e-mail, filtered by type, sorted by date. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LISTS, USER_TYPE } from '@tt/contract';
import { api } from '../../../lib/api/client';
import type { DateSort } from '../../../components/ListToolbar';
import { partnerKeys } from './query-keys';

/** awaiting: the team's queue, partners whose saved data waits for verification. */
export type UsersFilter = 'all' | 'users' | 'partners' | 'awaiting';

const TYPE_OF: Record<UsersFilter, number | undefined> = {
  all: undefined,
  users: USER_TYPE.user,
  partners: USER_TYPE.blogger,
  awaiting: USER_TYPE.blogger,
};

export const listUsers = (pageNumber: number, search: string, filter: UsersFilter, sort: DateSort) => {
  const type = TYPE_OF[filter];
  return api('team/users/list', {
    pageNumber,
    pageSize: LISTS.pageSize,
    includeCount: true,
    ...(search ? { searchStrFilter: search } : {}),
    ...(type !== undefined
      ? { fieldsFilter: { type, ...(filter === 'awaiting' ? { awaitingVerification: true } : {}) } }
      : {}),
    sortFields: [{ field: 'date', order: sort === 'date_asc' ? 'asc' : 'desc' }],
  });
};

export const usersListQuery = (search: string, filter: UsersFilter, sort: DateSort) =>
  infiniteQueryOptions({
    queryKey: [...partnerKeys.users, search, filter, sort],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => listUsers(pageParam, search, filter, sort),
    getNextPageParam: (last, pages) => (pages.length * LISTS.pageSize < last.count ? pages.length : undefined),
  });
