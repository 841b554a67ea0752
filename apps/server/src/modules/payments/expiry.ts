/**
 * Abandoned checkouts expire (issue 34 point 4, decision 087): a payment still unpaid (NEW, FORM_SHOWED,
 * 3-D Secure or authorising) once the card page's lifetime has passed is asked about at the bank. The
 * bank's own word is applied when it has moved on (paid, declined, expired); a payment the bank still
 * holds unpaid — its page closed by RedirectDueDate — or that never reached the bank becomes
 * DEADLINE_EXPIRED, shown as "expired". No answer leaves it for the next pass, so money the bank took is
 * never marked expired.
 */
import type { BankClient } from '../../providers/payments/client.js';
import type { createApply } from './apply.js';
import * as repo from './repository.js';
import type { Db } from '../../db/client.js';
import { isPaymentStatus } from './status.js';

/** The bank's page closes at RedirectDueDate; the sweep waits this much more for clocks that differ. */
const GRACE_MS = 60_000;
/** Statuses in which the bank still holds a checkout nobody has paid. */
const UNTOUCHED = new Set(['NEW', 'FORM_SHOWED']);

export interface ExpiryDeps {
  db: Db;
  bank: BankClient;
  applyBankStatus: ReturnType<typeof createApply>['applyBankStatus'];
  lifetimeMs: number;
}

export function createExpiry({ db, bank, applyBankStatus, lifetimeMs }: ExpiryDeps) {
  return {
    /** One pass over the checkouts older than the lifetime at `now`; what was expired. */
    async sweep(now: Date): Promise<{ checked: number; expired: number }> {
      const abandoned = await repo.abandonedCheckouts(db, new Date(now.getTime() - lifetimeMs - GRACE_MS));
      let expired = 0;
      for (const payment of abandoned) {
        const bankPaymentId = payment.info.bankPaymentId;
        let status: string = 'DEADLINE_EXPIRED';
        if (bankPaymentId) {
          const state = await bank.getState({ PaymentId: bankPaymentId }).catch(() => null);
          if (!state?.Success || !state.Status || !isPaymentStatus(state.Status)) continue;
          // the bank moved it on (paid, declined, expired on its side): its word; mid-authorisation: wait
          if (!UNTOUCHED.has(state.Status)) status = state.Status;
        }
        if (!isPaymentStatus(status)) continue;
        const applied = await applyBankStatus(payment.orderId, { status }, now);
        if (applied?.payment.status === 'DEADLINE_EXPIRED') expired++;
      }
      return { checked: abandoned.length, expired };
    },
  };
}
