/**
 * Rebills and reconciliation (decision 015). The daily pass charges every plan with rebill on whose
 * end is within a day: Init, then Charge with the saved RebillId, extending the plan by its period.
 * Each attempt has a deterministic OrderId (plan row, end date, attempt number) and its payment row is
 * written before the bank is called, so a pass that crashes and runs again never charges twice.
 * A failed charge is retried after 1, 3 and 5 days, telling the parent each time; then rebill is off.
 */
import { amountKopecks } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { BankUnavailable, type BankClient } from '../../providers/payments/client.js';
import { buildReceipt } from '../../providers/payments/receipt.js';
import { createApply } from './apply.js';
import type { PaymentEvents } from './events.js';
import { addDays } from './days.js';
import * as repo from './repository.js';
import { isFinal, isPaymentStatus } from './status.js';

export const RETRY_AFTER_DAYS = [1, 3, 5] as const;
const BATCH = 200;
/** Plans charged at once: enough to overlap the bank's round trips, few enough for the database pool. */
const CONCURRENCY = 32;

export interface RebillNotice {
  userId: number;
  /** Days until the next try, or null when rebill has been turned off. */
  retryDays: number | null;
}

export interface PassSummary {
  due: number;
  charged: number;
  failed: number;
  turnedOff: number;
  skipped: number;
}

export interface RebillDeps {
  db: Db;
  events: PaymentEvents;
  bank: BankClient;
  publicUrl: () => string;
  /** Tells the parent (notification and e-mail) that a charge failed. */
  onFailure: (notice: RebillNotice) => Promise<void>;
  /** The receipts' taxation system (54-FZ) and where a rebill's receipt goes (issue 25 point 2). */
  taxation: string;
  receiptContactOf: (userId: number) => Promise<{ email?: string; phone?: string }>;
  /** Settles refunds left in progress (refunds.ts), asked by the same reconciliation. */
  reconcileRefunds: (now: Date, olderThanMs: number) => Promise<{ checked: number; updated: number }>;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

export function createRebills(deps: RebillDeps) {
  const { db, events, bank, publicUrl, onFailure, reconcileRefunds } = deps;
  const { applyBankStatus, confirmPayment } = createApply({ db, events });
  // Plans (their prices) are read once per pass, not once per subscription.
  let plans = new Map<number, Promise<repo.PlanRow | null>>();
  const planOf = (id: number) => {
    if (!plans.has(id)) plans.set(id, repo.findPlan(db, id));
    return plans.get(id)!;
  };

  /** The plan's last write of an attempt also gives up the pass's claim on it. */
  async function failed(plan: repo.UserPlanRow, at: Date): Promise<Outcome> {
    const failures = plan.rebillFailures + 1;
    const retryDays = RETRY_AFTER_DAYS[failures - 1] ?? null;
    await repo.updateUserPlan(db, plan.id, {
      rebillFailures: failures,
      activeRebill: retryDays !== null,
      nextRebillAt: retryDays === null ? null : addDays(at, retryDays),
      rebillClaimedAt: null,
    });
    await onFailure({ userId: plan.userId, retryDays }).catch(() => {});
    return { result: retryDays === null ? 'turnedOff' : 'failed', released: true };
  }

  /** What became of one plan, and whether its claim was already given up by the attempt's last write. */
  type Outcome = { result: 'charged' | 'failed' | 'turnedOff' | 'skipped'; released: boolean };
  const held = (result: Outcome['result']): Outcome => ({ result, released: false });

  async function chargeOne(plan: repo.UserPlanRow, at: Date): Promise<Outcome> {
    const planRow = await planOf(plan.planId);
    const price = planRow?.price.find((p) => p.p === plan.period);
    if (!planRow || !price || !plan.rebillId || !plan.end || plan.period === null) {
      await repo.updateUserPlan(db, plan.id, { activeRebill: false, rebillClaimedAt: null });
      return { result: 'turnedOff', released: true };
    }
    const orderId = `r${plan.id}-${ymd(plan.end)}-${plan.rebillFailures}`;
    const extendFrom = plan.end > at ? plan.end : at;
    const value = amountKopecks(price.rub);
    // Every Init carries the 54-FZ receipt, a rebill's too (the bank's online till needs it).
    const receipt = buildReceipt({
      amount: value,
      periodDays: plan.period,
      name: planRow.name,
      taxation: deps.taxation,
      ...(await deps.receiptContactOf(plan.userId)),
    });
    const payment = await repo.insertPayment(db, {
      orderId,
      userId: plan.userId,
      planId: plan.planId,
      period: plan.period,
      value,
      info: {
        kind: 'rebill',
        receipt,
        statuses: [{ status: 'NEW', at: at.toISOString() }],
        refunds: [],
        rebillId: plan.rebillId,
        extendFrom: extendFrom.toISOString(),
      },
    });
    // The bank refused the Init or the Charge: the attempt is final and counts as a failure.
    const rejected = async (message: string | undefined) => {
      await applyBankStatus(orderId, { status: 'REJECTED', message }, at);
      return failed(plan, at);
    };
    if (payment.status === 'CONFIRMED') return held('skipped');
    if (isFinal(payment.status)) return failed(plan, at);
    /** Confirmed: the move to CONFIRMED extended the plan and cleared the claim in the same write. */
    const confirmed = async (bankPaymentId: string, result: Outcome['result']): Promise<Outcome> => {
      const applied = await confirmPayment(orderId, { bankPaymentId }, at);
      return { result, released: applied?.changed === true };
    };
    try {
      let bankPaymentId = payment.info.bankPaymentId;
      if (bankPaymentId) {
        // A pass that stopped after calling the bank: ask before charging again.
        const state = await bank.getState({ PaymentId: bankPaymentId });
        if (state.Success && state.Status === 'CONFIRMED') return confirmed(bankPaymentId, 'skipped');
      } else {
        const init = await bank.init({
          Amount: payment.value,
          OrderId: orderId,
          Description: `Rebill ${orderId}`,
          CustomerKey: String(plan.userId),
          Language: 'ru',
          NotificationURL: `${publicUrl()}/api/payments/tbank/notification`,
          Receipt: receipt,
        });
        if (!init.Success) return rejected(init.Message ?? init.ErrorCode);
        bankPaymentId = String(init.PaymentId);
        await repo.setBankPaymentId(db, payment.id, bankPaymentId);
      }
      const charge = await bank.charge({ PaymentId: bankPaymentId, RebillId: plan.rebillId });
      if (charge.Success && charge.Status === 'CONFIRMED') return confirmed(bankPaymentId, 'charged');
      return rejected(charge.Message ?? charge.ErrorCode);
    } catch (err) {
      // The bank did not answer: the row stays NEW; the next pass (or reconciliation) picks it up.
      if (err instanceof BankUnavailable) return held('skipped');
      throw err;
    }
  }

  /** One pass per plan at a time: the plan came claimed (claimDueRebills); the attempt gives the claim up. */
  async function claimed(plan: repo.UserPlanRow, at: Date) {
    let outcome: Outcome = held('skipped');
    try {
      outcome = await chargeOne(plan, at);
      return outcome.result;
    } finally {
      if (!outcome.released) await repo.releaseRebill(db, plan.id);
    }
  }

  return {
    async run(at: Date, progress: (done: number, summary: PassSummary) => void = () => {}): Promise<PassSummary> {
      const summary: PassSummary = { due: 0, charged: 0, failed: 0, turnedOff: 0, skipped: 0 };
      plans = new Map();
      let afterId = 0;
      let done = 0;
      let exhausted = false;
      const queue: repo.UserPlanRow[] = [];
      let loading: Promise<void> | null = null;
      // Due plans are read a page at a time, shared by the workers; one reads while the others wait.
      const load = async () => {
        const page = await repo.claimDueRebills(db, { dueBy: addDays(at, 1), at, limit: BATCH, afterId });
        if (page.length === 0) exhausted = true;
        else afterId = page[page.length - 1]!.id;
        summary.due += page.length;
        queue.push(...page);
      };
      const next = async (): Promise<repo.UserPlanRow | undefined> => {
        while (queue.length === 0 && !exhausted) await (loading ??= load().finally(() => (loading = null)));
        return queue.shift();
      };
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let plan = await next(); plan; plan = await next()) {
            summary[await claimed(plan, at)]++;
            progress(++done, summary);
          }
        }),
      );
      return summary;
    },

    /**
     * Asks GetState about payments left in a non-final status longer than `olderThanMs`, and about
     * refunds left in progress (cancelled 1) as long.
     */
    async reconcile(now: Date, olderThanMs: number, progress: (done: number, total: number) => void = () => {}) {
      const stale = await repo.stalePayments(db, new Date(now.getTime() - olderThanMs));
      let updated = 0;
      let done = 0;
      for (const payment of stale) {
        const paymentId = payment.info.bankPaymentId;
        if (paymentId) {
          const state = await bank.getState({ PaymentId: paymentId }).catch(() => null);
          if (
            state?.Success &&
            state.Status &&
            isPaymentStatus(state.Status) &&
            (await applyBankStatus(payment.orderId, { status: state.Status }))?.changed
          )
            updated++;
        }
        progress(++done, stale.length);
      }
      const refunds = await reconcileRefunds(now, olderThanMs);
      return { checked: stale.length + refunds.checked, updated: updated + refunds.updated };
    },
  };
}
