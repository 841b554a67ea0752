/** admin/payments/list: payments in pages of 20, searched by e-mail, user id or order id, sorted by date. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LISTS } from '@tt/contract';
import { api } from '../../../lib/api/client';
import type { DateSort } from '../../../components/ListToolbar';

export const paymentsListKey = ['admin', 'payments'] as const;

export const listPayments = (pageNumber: number, search: string, sort: DateSort) =>
  api('admin/payments/list', {
    pageNumber,
    pageSize: LISTS.pageSize,
    includeCount: true,
    ...(search ? { searchStrFilter: search } : {}),
    sortFields: [{ field: 'date', order: sort === 'date_asc' ? 'asc' : 'desc' }],
  });

export const paymentsListQuery = (search: string, sort: DateSort) =>
  infiniteQueryOptions({
    queryKey: [...paymentsListKey, search, sort],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => listPayments(pageParam, search, sort),
    getNextPageParam: (last, pages) => (pages.length * LISTS.pageSize < last.count ? pages.length : undefined),
  });
