/**
 * The partner programme's money (issue 13): promo codes, earnings and payouts, made from the database
 * and the payout hold. The payments module tells `earnings.sync` about every committed payment change.
 */
import type { Db } from '../../db/client.js';
import { createPromoCodes } from './codes.js';
import { createEarnings } from './earnings.js';
import { createPayouts } from './payouts.js';

export type PromoModule = ReturnType<typeof createPromoModule>;

export function createPromoModule({ db, holdDays }: { db: Db; holdDays: number }) {
  const earnings = createEarnings(db);
  return { codes: createPromoCodes(db), earnings, payouts: createPayouts(db, earnings, holdDays) };
}
