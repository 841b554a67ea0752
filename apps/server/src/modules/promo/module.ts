/**
 * The partner programme's money (issue 13): promo codes, earnings and payouts. The codes are built first
 * (createPromoCodes, module.ts's caller hands them to payments for checkout); earnings read the payments
 * made with a code through the payments module (`PaidPayments`), and the payments module tells
 * `earnings.sync` about every committed payment change.
 */
import type { Db } from '../../db/client.js';
import type { AuditModule } from '../audit/index.js';
import type { PromoCodes } from './codes.js';
import { createEarnings, type PaidPayments } from './earnings.js';
import { createPayouts } from './payouts.js';
import { createReferrals } from './referrals.js';
import { createMoneyNotices, type MoneyNoticeDeps } from './notices.js';

export interface PromoModuleDeps extends MoneyNoticeDeps {
  db: Db;
  /** Where the team's mark-paid is recorded (issue 25 point 9); the payouts command leaves it out. */
  audit?: Pick<AuditModule, 'record'>;
  holdDays: number;
  codes: PromoCodes;
  payments: PaidPayments;
}

export type PromoModule = ReturnType<typeof createPromoModule>;

export function createPromoModule({ db, holdDays, codes, payments, audit, ...noticeDeps }: PromoModuleDeps) {
  // partners are told of earnings, statements and payouts (issue 25 point 6)
  const tell = createMoneyNotices(noticeDeps);
  const earnings = createEarnings({ db, payments, tell });
  return {
    codes,
    earnings,
    payouts: createPayouts({ db, earnings, holdDays, tell, audit }),
    // the referral links' visits and sign-ups, pausing a code, each code's numbers (issue 34)
    referrals: createReferrals({ db }),
  };
}
