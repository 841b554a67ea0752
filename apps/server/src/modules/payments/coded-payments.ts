/**
 * What the partner programme reads of payments (decision 021): those made with a promo code. Its
 * earnings follow each committed change (module.ts's hook); this catches up any it missed.
 */
import type { Db } from '../../db/client.js';
import * as repo from './repository.js';

export function createCodedPayments(db: Db) {
  return {
    /** Valid payments made with a promo code, `limit` at a time by id after `afterId`. */
    codedPaymentsAfter: (afterId: number, limit: number) => repo.codedPaymentsAfter(db, afterId, limit),
  };
}
