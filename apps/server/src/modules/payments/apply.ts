/**
 * Applying a bank status to a payment. Statuses only move forward, so whether a status changes
 * anything is read without a lock first: duplicates and late arrivals cost one read and change nothing.
 * A step forward is one conditional UPDATE (it matches only while the payment is still below the new
 * status, so of racing notifications exactly one moves it). A confirmation moves the payment and
 * extends the plan in one transaction (`paymentConfirmed`); a refund the bank reports shortens the plan
 * (`refundConfirmed`). Each change then reaches the user's open pages (paymentChanged), once committed.
 */
import { PLAN_PERIODS } from '@tt/contract';
import type { Db, Repository } from '../../db/client.js';
import type { PaymentInfo } from '../../db/schema.js';
import type { PaymentEvents } from './events.js';
import { ApiProblem } from '../../errors.js';
import * as paymentsRepo from './repository.js';
import type { PaymentRow } from './repository.js';
import { isRefund, movesForward, statusesBelow, type PaymentStatus } from './status.js';

export interface BankStatus {
  status: PaymentStatus;
  bankPaymentId?: string;
  cardMask?: string;
  rebillId?: string;
  message?: string;
}

const DAY_MS = 86_400_000;

/** The SQL applying a status runs (repository.ts); tests hand in a fake. */
export type ApplyRepo = Pick<
  Repository<typeof paymentsRepo>,
  | 'findPaymentByOrder'
  | 'lockPaymentByOrder'
  | 'advancePayment'
  | 'updatePayment'
  | 'findUserPlan'
  | 'updateUserPlan'
  | 'extendUserPlan'
>;

export interface ApplyDeps {
  db: Db;
  events: PaymentEvents;
  repo?: ApplyRepo;
}

/** Applying bank statuses to payments, and what a confirmation or a refund does to the plan. */
export function createApply({ db, events, repo = paymentsRepo }: ApplyDeps) {
  /**
   * What a refund of `amount` kopecks takes off the plan the payment bought (decision 047): the refunded
   * share of the payment's period, taken from the plan's end and never before now. Days the plan had before
   * the payment (a trial, an earlier period) stay. Any refund turns rebill off (as decision 016 had it: money
   * given back is not charged again unasked); a plan left with no days is no longer active.
   */
  async function shortenPlanOf(tx: Db, payment: PaymentRow, amount: number, now: Date): Promise<void> {
    if (payment.planId === null) return;
    const plan = await repo.findUserPlan(tx, payment.userId, payment.planId);
    if (!plan?.end) return;
    const share = payment.value > 0 ? Math.min(1, Math.max(0, amount) / payment.value) : 1;
    const taken = Math.round((payment.period ?? PLAN_PERIODS.month) * DAY_MS * share);
    const end = new Date(Math.max(now.getTime(), plan.end.getTime() - taken));
    const running = end > now;
    await repo.updateUserPlan(tx, plan.id, {
      end,
      activeRebill: false,
      nextRebillAt: null,
      ...(running ? {} : { active: false, demo: false }),
    });
  }

  /**
   * A payment became confirmed: called once per payment, inside the transaction that moved it to
   * CONFIRMED. Extends the user's plan by the payment's period (a rebill fixed its starting point when it
   * was recorded, so a late notification extends the same way). Whatever else a confirmed payment earns
   * belongs here, in the same transaction.
   */
  async function paymentConfirmed(tx: Db, payment: PaymentRow, now: Date): Promise<void> {
    if (payment.planId === null || payment.period === null) return;
    await repo.extendUserPlan(tx, {
      userId: payment.userId,
      planId: payment.planId,
      period: payment.period,
      extendFrom: payment.info.extendFrom ? new Date(payment.info.extendFrom) : null,
      now,
      rebillId: payment.info.rebillId ?? null,
      cardMask: payment.info.cardMask ?? null,
    });
  }

  /**
   * A refund of `amount` kopecks was confirmed (by our panel's Cancel or reported by the bank): called
   * once per refund, inside the transaction that recorded it, with the payment as it is after it. The plan
   * is shortened in proportion (decision 047, replacing 016's "any refund ends the plan").
   */
  async function refundConfirmed(tx: Db, payment: PaymentRow, amount: number, now: Date): Promise<void> {
    await shortenPlanOf(tx, payment, amount, now);
  }

  /** The bank's fields a status brings into info (only those it carries). */
  const patchOf = (update: BankStatus): Record<string, string> => {
    const { status, ...fields } = update;
    const patch: Record<string, string> = { status };
    for (const [key, value] of Object.entries(fields)) if (value) patch[key] = value;
    return patch;
  };

  /**
   * Tells the user's open pages before the bank hears OK: a process that dies after the commit and
   * before the message leaves the bank without its OK, and the bank's retry tells again (the service's
   * notification). Messages that arrive together go out in one log write (events.ts).
   */
  async function published(payment: PaymentRow): Promise<void> {
    await events.publish(payment);
  }

  const stepOf = (update: BankStatus, at: Date, amount?: number) => ({
    status: update.status,
    from: statusesBelow(update.status),
    amount,
    patch: patchOf(update),
    at,
  });

  /** Why nothing matched: unknown order (null), another amount (422), or already at or past it (no-op). */
  async function whyUnchanged(orderId: string, amount: number | undefined, known?: PaymentRow | null) {
    const payment = known === undefined ? await repo.findPaymentByOrder(db, orderId) : known;
    if (!payment) return null;
    if (amount !== undefined && amount !== payment.value) throw new ApiProblem(422, 'errors.general', 422);
    return { payment, changed: false };
  }

  /**
   * Moves a payment to CONFIRMED and extends its plan, in one transaction: the conditional UPDATE
   * matches only while the payment is below CONFIRMED, so of racing copies exactly one goes on to
   * `paymentConfirmed`. The rebill pass calls it straight after the bank's Charge (no read first).
   */
  async function confirmPayment(
    orderId: string,
    update: Omit<BankStatus, 'status'>,
    now = new Date(),
    amount?: number,
  ): Promise<{ payment: PaymentRow; changed: boolean } | null> {
    const step = stepOf({ ...update, status: 'CONFIRMED' }, now, amount);
    const row = await db.transaction(async (tx) => {
      // `applied` is set with the move to CONFIRMED, which happens once.
      const confirmed = await repo.advancePayment(tx, orderId, { ...step, also: { valid: true, applied: true } });
      if (confirmed) await paymentConfirmed(tx, confirmed, now);
      return confirmed;
    });
    if (!row) return whyUnchanged(orderId, amount);
    await published(row);
    return { payment: row, changed: true };
  }

  /**
   * Returns the payment after the change, or null when the order is unknown; `changed` false for a no-op.
   * With `amount`, an order of another amount is refused (422) and nothing changes.
   */
  async function applyBankStatus(
    orderId: string,
    update: BankStatus,
    now = new Date(),
    amount?: number,
  ): Promise<{ payment: PaymentRow; changed: boolean } | null> {
    const { status } = update;
    const step = stepOf(update, now, amount);
    const unchanged = (known?: PaymentRow | null) => whyUnchanged(orderId, amount, known);
    const changed = async (payment: PaymentRow) => {
      await published(payment);
      return { payment, changed: true };
    };
    if (amount !== undefined && !Number.isSafeInteger(amount)) return unchanged();

    if (status === 'CONFIRMED' || isRefund(status)) {
      // Read first, unlocked: a repeated confirmation (the bank retries, and sends one after every Charge
      // we already recorded) stops here without a transaction.
      const current = await repo.findPaymentByOrder(db, orderId);
      if (!current || !movesForward(current.status, status) || (amount !== undefined && amount !== current.value))
        return unchanged(current);
      if (!isRefund(status)) return confirmPayment(orderId, update, now, amount);
      const row = await db.transaction((tx) => applyReportedRefund(tx, orderId, update, now));
      return row ? changed(row) : unchanged();
    }

    // Any other step forward is one statement; when it matches nothing, one read tells why.
    const row = await repo.advancePayment(db, orderId, step);
    return row ? changed(row) : unchanged();
  }

  /** A refund the bank reports on its own (its cabinet): the payment locked, cancelled 2, the plan shortened. */
  async function applyReportedRefund(tx: Db, orderId: string, update: BankStatus, now: Date) {
    const payment = await repo.lockPaymentByOrder(tx, orderId);
    if (!payment || !movesForward(payment.status, update.status)) return null;
    const info: PaymentInfo = {
      ...payment.info,
      ...patchOf(update),
      statuses: [...payment.info.statuses, { status: update.status, at: now.toISOString() }],
    };
    const values: Partial<PaymentRow> = { status: update.status, info };
    const reported = payment.cancelled === 0;
    if (reported) values.cancelled = 2;
    const row = await repo.updatePayment(tx, payment.id, values);
    // Not while our own refund is in progress (settling it shortens the plan). The bank's cabinet tells us
    // no figure: REFUNDED takes what was not refunded yet; a first PARTIAL_REFUNDED only turns rebill off
    // (decision 047).
    if (payment.cancelled !== 1 && update.status === 'REFUNDED')
      await refundConfirmed(tx, row, row.value - row.refunded, now);
    else if (reported) await refundConfirmed(tx, row, 0, now);
    return row;
  }

  return { applyBankStatus, confirmPayment, refundConfirmed };
}
