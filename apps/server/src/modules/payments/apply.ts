/**
 * Applying a bank status to a payment, in one transaction with the payment row locked: statuses only
 * move forward, a confirmation extends the user's plan once (the `applied` flag), a refund ends it.
 * Each change then reaches the user's open pages (paymentChanged), once committed.
 */
import type { Db } from '../../db/client.js';
import type { PaymentInfo } from '../../db/schema.js';
import type { PaymentEvents } from './events.js';
import { ApiProblem } from '../../plugins/problem.js';
import { addDays, statusesBelow, statusRank } from './pricing.js';
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

/** Statuses that change more than the payment row (a plan extended or ended) take the locked path. */
const touchesPlan = (status: string) =>
  status === 'CONFIRMED' || status === 'REFUNDED' || status === 'PARTIAL_REFUNDED';

/**
 * Returns the payment after the change, or null when the order is unknown; `changed` false for a no-op.
 * With `amount`, an order of another amount is refused (422) and nothing changes.
 */
export async function applyBankStatus(
  db: Db,
  events: PaymentEvents,
  orderId: string,
  update: BankStatus,
  now = new Date(),
  amount?: number,
): Promise<{ payment: repo.PaymentRow; changed: boolean } | null> {
  if (!touchesPlan(update.status) && (amount === undefined || Number.isSafeInteger(amount))) {
    // The usual step forward in one statement; anything it does not match (unknown order, other
    // amount, a repeat) goes the locked way below, which tells those cases apart.
    const { status, ...patch } = update;
    const row = await repo.advancePayment(db, orderId, {
      status,
      from: statusesBelow(status),
      amount,
      patch: { status, ...(Object.fromEntries(Object.entries(patch).filter(([, v]) => v)) as Record<string, string>) },
      at: now,
    });
    if (row) {
      await events.publish(row);
      return { payment: row, changed: true };
    }
  }
  const result = await db.transaction(async (tx) => {
    const payment = await repo.lockPaymentByOrder(tx, orderId);
    if (!payment) return null;
    if (amount !== undefined && amount !== payment.value) throw new ApiProblem(422, 'errors.general', 422);
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
