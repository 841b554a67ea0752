/**
 * Admin refunds (panel §5, decision 016): Cancel at the bank with Amount and an ExternalRequestId.
 * cancelled moves 0 → 1 while the bank works (one refund at a time, never beyond the amount paid,
 * however many requests race), → 2 when the bank confirms the last of the money back, → 0 again after a
 * partial refund, so more may follow up to the amount paid (decision 087); back to 0 with the bank's
 * message on refusal. Each refund carries the admin's reason and note into the payment's history.
 * A refund takes its share of the payment's period off the plan; a full one also turns rebill off
 * (decision 047). The admin's refund goes into the audit log, made or refused (decision 067).
 */
import { PLAN_PERIODS, proratedRefund } from '@tt/contract';
import type { Db, Repository } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import { BankUnavailable, type BankClient } from '../../providers/payments/client.js';
import { createApply, type ApplyRepo } from './apply.js';
import type { AuditModule } from '../audit/index.js';
import type { PaymentEvents } from './events.js';
import { isRefundable } from './admin-list.js';
import * as paymentsRepo from './repository.js';
import type { PaymentRow } from './repository.js';
import { isRefund, movesForward, paymentState } from './status.js';

const notAllowed = () => new ApiProblem(409, 'errors.refundNotAllowed', 409);

/** The reason and note of the refund in progress, for its entry in the payment's history. */
const whyOf = (payment: PaymentRow) => ({
  reason: payment.info.pendingRefund?.reason ?? null,
  note: payment.info.pendingRefund?.note ?? null,
});

export interface RefundsDeps {
  db: Db;
  bank: BankClient | null;
  events: PaymentEvents;
  /** Where a staff refund is recorded (issue 25 point 9); commands and unit tests that refund nothing leave it out. */
  audit?: Pick<AuditModule, 'record'>;
  /** The payments' SQL (repository.ts); tests hand in a fake. */
  repo?: RefundsRepo;
}

/** The SQL refunds run: applying's, and finding, reserving and listing payments. */
export type RefundsRepo = ApplyRepo &
  Pick<Repository<typeof paymentsRepo>, 'findPayment' | 'reserveRefund' | 'stuckRefunds'>;

/** Who refunds (the admin, for the audit log), why (a reason and a note for the history), and as of when. */
export interface RefundBy {
  actorId?: number;
  now?: Date;
  reason?: string;
  note?: string;
}

export function createRefunds({ db, bank, events, audit, repo = paymentsRepo }: RefundsDeps) {
  const { refundConfirmed } = createApply({ db, events, repo });
  /** Back to 0 with the bank's message: the refund did not happen. */
  async function release(payment: PaymentRow, requestId: string, amount: number, message: string) {
    const { pendingRefund: _pending, ...rest } = payment.info;
    const info = {
      ...rest,
      message,
      refunds: [
        ...rest.refunds,
        { amount, requestId, status: 'failed', at: new Date().toISOString(), message, ...whyOf(payment) },
      ],
    };
    await events.publish(await repo.updatePayment(db, payment.id, { cancelled: 0, info }));
  }

  /** The bank refunded `amount`: cancelled 2, refunded grows, and the plan is shortened (refundConfirmed). */
  async function settle(payment: PaymentRow, requestId: string, amount: number, status: string, now: Date) {
    const refunded = await db.transaction(async (tx) => {
      const current = (await repo.lockPaymentByOrder(tx, payment.orderId))!;
      if (current.cancelled !== 1) return null; // settled meanwhile (the panel's answer or another pass)
      const at = now.toISOString();
      const { pendingRefund: _pending, ...rest } = current.info;
      const refunded = current.refunded + amount;
      const row = await repo.updatePayment(tx, payment.id, {
        // all of it back: done; some of it: open for the next refund (decision 087)
        cancelled: refunded >= current.value ? 2 : 0,
        refunded,
        ...(movesForward(current.status, status) ? { status } : {}),
        info: {
          ...rest,
          refunds: [...rest.refunds, { amount, requestId, status, at, ...whyOf(current) }],
          statuses: [...rest.statuses, { status, at }],
        },
      });
      await refundConfirmed(tx, row, amount, now);
      return row;
    });
    if (refunded) await events.publish(refunded);
  }

  return {
    /** `value` in kopecks; 0 refunds the unused days of the period. */
    async refund(id: number, value: number, by: RefundBy = {}): Promise<{ success: true }> {
      const { actorId, now = new Date(), reason, note } = by;
      if (!bank) throw new ApiProblem(503, 'errors.terminalKeyEmpty', 503);
      const payment = await repo.findPayment(db, id);
      if (!payment) throw new ApiProblem(404, 'errors.paymentNotFound', 404);
      if (!isRefundable(payment)) throw notAllowed();
      const left = payment.value - payment.refunded;
      const amount =
        value === 0 ? proratedRefund(left, payment.period ?? PLAN_PERIODS.month, payment.date, now) : value;
      if (amount > left)
        throw new ApiProblem(422, 'errors.refundTooMuch', 422, [
          {
            field: 'value',
            key: 'errors.refundTooMuch',
            message: `The refund is more than the ${(left / 100).toFixed(2)} left of the payment`,
          },
        ]);
      if (amount <= 0) throw notAllowed();
      const reserved = await repo.reserveRefund(db, id, amount, { reason, note: note?.trim() || undefined });
      if (!reserved) throw notAllowed();
      await events.publish(reserved);
      const requestId = reserved.info.pendingRefund!.requestId;
      const before = { refunded: payment.refunded, state: paymentState(payment) };
      /** Back to 0, and the admin's attempt goes into the audit log with the bank's reason (decision 067). */
      const refused = async (message: string) => {
        await release(reserved, requestId, amount, message);
        if (audit && actorId !== undefined) {
          const after = (await repo.findPayment(db, id)) ?? payment;
          await audit.record({
            actorId,
            action: 'refundRefused',
            subject: `payment:${id}`,
            before,
            after: { refunded: after.refunded, state: paymentState(after), amount, reason: message, why: reason },
          });
        }
        return new ApiProblem(502, 'errors.bankRefused', 502, undefined, { message });
      };
      let answer;
      try {
        answer = await bank.cancel({
          PaymentId: reserved.info.bankPaymentId!,
          Amount: amount,
          ExternalRequestId: requestId,
        });
      } catch (err) {
        throw await refused(err instanceof BankUnavailable ? err.message : 'bank error');
      }
      if (!answer.Success) throw await refused(answer.Message ?? answer.ErrorCode);
      await settle(
        reserved,
        requestId,
        amount,
        answer.Status ?? (amount === left ? 'REFUNDED' : 'PARTIAL_REFUNDED'),
        now,
      );
      if (audit && actorId !== undefined) {
        const after = (await repo.findPayment(db, id)) ?? payment;
        await audit.record({
          actorId,
          action: 'refund',
          subject: `payment:${id}`,
          before,
          after: { refunded: after.refunded, state: paymentState(after), amount, why: reason, note: note ?? null },
        });
      }
      return { success: true };
    },

    /**
     * Refunds left in progress (cancelled 1) for longer than `olderThanMs` — the bank never answered or
     * the process died — are settled by asking GetState: REFUNDED or PARTIAL_REFUNDED means the refund
     * was made (cancelled 2); any other status means it was not (back to 0 with the bank's word).
     * No answer leaves it for the next pass.
     */
    async reconcile(now: Date, olderThanMs: number): Promise<{ checked: number; updated: number }> {
      const stuck = await repo.stuckRefunds(db, new Date(now.getTime() - olderThanMs));
      let updated = 0;
      for (const payment of stuck) {
        const pending = payment.info.pendingRefund;
        if (!bank || !pending || !payment.info.bankPaymentId) continue;
        const state = await bank.getState({ PaymentId: payment.info.bankPaymentId }).catch(() => null);
        if (!state?.Success || !state.Status) continue;
        if (isRefund(state.Status)) await settle(payment, pending.requestId, pending.amount, state.Status, now);
        else
          await release(
            payment,
            pending.requestId,
            pending.amount,
            state.Message || `The bank has not refunded this payment (status ${state.Status})`,
          );
        updated++;
      }
      return { checked: stuck.length, updated };
    },
  };
}
