/** payments/promo/codeusage (own) or team/promo/codeusage (everyone's) for one calendar month, kept 1200 s. */
import { useQuery } from '@tanstack/react-query';
import { CACHE } from '@tt/contract';
import { api } from '../../../lib/api/client';
import type { PromoSide } from '../promo-side';
import { promoKeys } from './query-keys';

export const codeUsage = (side: PromoSide, start: string, end: string) =>
  api(side === 'partner' ? 'payments/promo/codeusage' : 'team/promo/codeusage', { start, end });

export const useCodeUsage = (side: PromoSide | null, start: string, end: string) =>
  useQuery({
    queryKey: [...promoKeys.usage, side, start, end],
    queryFn: () => codeUsage(side!, start, end),
    enabled: side !== null,
    staleTime: CACHE.earningsS * 1000,
    gcTime: CACHE.earningsS * 1000,
    retry: false,
  });
