/**
 * admin/payments/list: payments in pages of 20, searched by payment id, order id, promo code or e-mail,
 * filtered by status, days, code, partner and customer, sorted by date; each page carries the filtered
 * list's totals.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LISTS, type PaymentListRequest } from '@tt/contract';
import { api } from '../../../lib/api/client';
import type { DateSort } from '../../../components/ListToolbar';

export const paymentsListKey = ['admin', 'payments'] as const;

export type PaymentFilters = Pick<PaymentListRequest, 'state' | 'from' | 'to' | 'code' | 'partner' | 'customer'>;

export const listPayments = (pageNumber: number, search: string, sort: DateSort, filters: PaymentFilters = {}) =>
  api('admin/payments/list', {
    pageNumber,
    pageSize: LISTS.pageSize,
    includeCount: true,
    ...(search ? { searchStrFilter: search } : {}),
    ...filters,
    sortFields: [{ field: 'date', order: sort === 'date_asc' ? 'asc' : 'desc' }],
  });

export const paymentsListQuery = (search: string, sort: DateSort, filters: PaymentFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...paymentsListKey, search, sort, filters],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => listPayments(pageParam, search, sort, filters),
    getNextPageParam: (last, pages) => (pages.length * LISTS.pageSize < last.count ? pages.length : undefined),
  });

/** A customer's e-mail for the title of their view, read from their latest payment. */
export const customerEmailQuery = (customer: number | undefined) =>
  queryOptions({
    queryKey: [...paymentsListKey, 'customer', customer],
    enabled: customer !== undefined,
    queryFn: async () =>
      (await api('admin/payments/list', { pageNumber: 0, pageSize: 1, includeCount: false, customer })).data[0]
        ?.email ?? null,
  });
