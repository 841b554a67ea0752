/**
 * Applying a bank status to a payment, in one transaction with the payment row locked: statuses only
 * move forward, a confirmation extends the user's plan once (the `applied` flag), a refund ends it.
 * Each change then reaches the user's open pages (paymentChanged), once committed.
 */
import type { Db } from '../../db/client.js';
import type { PaymentInfo } from '../../db/schema.js';
import type { PaymentEvents } from './events.js';
import { addDays, statusRank } from './pricing.js';
import * as repo from './repository.js';

export interface BankStatus {
  status: string;
  bankPaymentId?: string;
  cardMask?: string;
  rebillId?: string;
  message?: string;
}

/** Ends the plan a payment bought, at once, with rebill off (a refund: decision 016). */
export async function endPlanOf(db: Db, payment: repo.PaymentRow, now: Date): Promise<void> {
  if (payment.planId === null) return;
  const plan = await repo.findUserPlan(db, payment.userId, payment.planId);
  if (plan)
    await repo.updateUserPlan(db, plan.id, { active: false, activeRebill: false, end: now, nextRebillAt: null });
}

/** Returns the payment after the change, or null when the order is unknown; `changed` false for a no-op. */
export async function applyBankStatus(
  db: Db,
  events: PaymentEvents,
  orderId: string,
  update: BankStatus,
  now = new Date(),
  /** Throws to refuse the change (a notification whose amount is not the order's). */
  check: (payment: repo.PaymentRow) => void = () => {},
): Promise<{ payment: repo.PaymentRow; changed: boolean } | null> {
  const result = await db.transaction(async (tx) => {
    const payment = await repo.lockPaymentByOrder(tx, orderId);
    if (!payment) return null;
    check(payment);
    if (statusRank(update.status) <= statusRank(payment.status)) return { payment, changed: false };
    const info: PaymentInfo = {
      ...payment.info,
      status: update.status,
      statuses: [...payment.info.statuses, { status: update.status, at: now.toISOString() }],
      ...(update.bankPaymentId ? { bankPaymentId: update.bankPaymentId } : {}),
      ...(update.cardMask ? { cardMask: update.cardMask } : {}),
      ...(update.rebillId ? { rebillId: update.rebillId } : {}),
      ...(update.message ? { message: update.message } : {}),
    };
    const values: Partial<repo.PaymentRow> = { status: update.status, info };
    if (update.status === 'CONFIRMED') values.valid = true;
    if (update.status === 'CONFIRMED' && !payment.applied) {
      values.applied = true;
      await extendPlan(tx, payment, info, now);
    }
    if ((update.status === 'REFUNDED' || update.status === 'PARTIAL_REFUNDED') && payment.cancelled === 0) {
      // A refund made outside our panel (the bank's own cabinet) still ends the plan.
      values.cancelled = 2;
      await endPlanOf(tx, payment, now);
    }
    const row = await repo.updatePayment(tx, payment.id, values);
    return { payment: row, changed: true };
  });
  if (result?.changed) await events.publish(result.payment);
  return result;
}

async function extendPlan(db: Db, payment: repo.PaymentRow, info: PaymentInfo, now: Date): Promise<void> {
  if (payment.planId === null || payment.period === null) return;
  const current = await repo.findUserPlan(db, payment.userId, payment.planId);
  const running = current?.end && current.end > now && (current.active || current.demo) ? current.end : null;
  // A rebill fixed its starting point when it was recorded, so a late notification extends the same way.
  const from = info.extendFrom ? new Date(info.extendFrom) : (running ?? now);
  const rebillId = info.rebillId ?? current?.rebillId ?? null;
  await repo.upsertUserPlan(db, {
    userId: payment.userId,
    planId: payment.planId,
    active: true,
    demo: false,
    activeRebill: rebillId !== null,
    end: addDays(from, payment.period),
    period: payment.period,
    rebillId,
    cardMask: info.cardMask ?? current?.cardMask ?? null,
    rebillFailures: 0,
    nextRebillAt: null,
  });
}
