/**
 * payments/promo/numbers and team/promo/numbers (issue 34 point 1): each code's visits, sign-ups, purchases,
 * revenue, refunds and reward in a month and over its lifetime — the partner's own, or one partner's for the team.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export const codeNumbersKey = ['promo', 'numbers'] as const;

/** `owner` given: the team's view of that partner; otherwise the signed-in partner's own codes. */
export const useCodeNumbers = (month: string, owner?: number) =>
  useQuery({
    queryKey: [...codeNumbersKey, owner ?? 'mine', month],
    queryFn: () =>
      owner === undefined ? api('payments/promo/numbers', { month }) : api('team/promo/numbers', { owner, month }),
  });
