/** payments/promo/list (a partner's own) or team/promo/list (all, with the owner): pages of 20 sorted on the end date. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LISTS } from '@tt/contract';
import { api } from '../../../lib/api/client';
import type { DateSort } from '../../../components/ListToolbar';
import type { PromoSide } from '../promo-side';
import { promoKeys } from './query-keys';

export const listCodes = (side: PromoSide, pageNumber: number, search: string, sort: DateSort) =>
  api(side === 'partner' ? 'payments/promo/list' : 'team/promo/list', {
    pageNumber,
    pageSize: LISTS.pageSize,
    includeCount: true,
    ...(search ? { searchStrFilter: search } : {}),
    sortFields: [{ field: 'date', order: sort === 'date_asc' ? 'asc' : 'desc' }],
  });

export const codesQuery = (side: PromoSide, search: string, sort: DateSort) =>
  infiniteQueryOptions({
    queryKey: [...promoKeys.codes, side, search, sort],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => listCodes(side, pageParam, search, sort),
    getNextPageParam: (last, pages) => (pages.length * LISTS.pageSize < last.count ? pages.length : undefined),
  });
