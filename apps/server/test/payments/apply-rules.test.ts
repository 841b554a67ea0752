/**
 * Applying bank statuses with fake dependencies (the repository in memory, a recording event sink):
 * statuses only move forward whatever order they arrive in, a confirmation extends the plan once, an
 * amount that is not the order's is refused, and a refund the bank reports shortens the plan (decision 047).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiProblem } from '../../src/errors.js';
import type { PaymentRow } from '../../src/modules/payments/repository.js';
import { createApply } from '../../src/modules/payments/apply.js';
import { PAYMENT_STATUSES, statusRank, type PaymentStatus } from '../../src/modules/payments/status.js';
import { addPayment, addUserPlan, fakeDb, fakePaymentsRepo, store } from '../helpers/fake-payments-repo.js';

const published: PaymentRow[] = [];
const events = { publish: async (row: PaymentRow) => void published.push(row) };
const { applyBankStatus } = createApply({ db: fakeDb, events, repo: fakePaymentsRepo });
const apply = (orderId: string, status: PaymentStatus, amount?: number) =>
  applyBankStatus(orderId, { status, bankPaymentId: '77' }, new Date(), amount);
const row = (orderId: string) => store.payments.get(orderId)!;

beforeEach(() => {
  store.reset();
  published.length = 0;
});

/** Every order of the given statuses (n! of them). */
const orders = <T>(items: T[]): T[][] =>
  items.length <= 1 ? [items] : items.flatMap((x, i) => orders(items.filter((_, j) => j !== i)).map((o) => [x, ...o]));

describe('applying bank statuses', () => {
  it('ends at the highest status in any order of arrival, moving only forward and extending the plan once', async () => {
    const statuses: PaymentStatus[] = ['FORM_SHOWED', 'AUTHORIZED', 'CONFIRMED', 'AUTHORIZED', 'CONFIRMED'];
    for (const [n, order] of orders(statuses).entries()) {
      const orderId = `o${n}`;
      addPayment({ orderId });
      for (const status of order) await apply(orderId, status, 29900);
      const history = row(orderId).info.statuses.map((s) => statusRank(s.status));
      expect(history).toEqual([...history].sort((a, b) => a - b));
      expect(new Set(history).size).toBe(history.length);
      expect(row(orderId)).toMatchObject({ status: 'CONFIRMED', valid: true, applied: true });
    }
    expect(store.extended).toHaveLength(orders(statuses).length);
  });

  it('tells the open pages only about a change', async () => {
    addPayment({ orderId: 'a' });
    expect((await apply('a', 'AUTHORIZED'))?.changed).toBe(true);
    expect((await apply('a', 'AUTHORIZED'))?.changed).toBe(false);
    expect((await apply('a', 'FORM_SHOWED'))?.changed).toBe(false);
    expect((await apply('a', 'CONFIRMED'))?.changed).toBe(true);
    expect((await apply('a', 'CONFIRMED'))?.changed).toBe(false);
    expect(published.map((p) => p.status)).toEqual(['AUTHORIZED', 'CONFIRMED']);
  });

  it('never moves between final statuses of one rank (CONFIRMED then REJECTED stays CONFIRMED)', async () => {
    addPayment({ orderId: 'f' });
    await apply('f', 'CONFIRMED');
    for (const status of PAYMENT_STATUSES.filter((s) => statusRank(s) <= statusRank('CONFIRMED')))
      expect((await apply('f', status))?.changed).toBe(false);
    expect(row('f').status).toBe('CONFIRMED');
  });

  it('refuses an amount that is not the order’s (422) and answers null for an unknown order', async () => {
    addPayment({ orderId: 'm' });
    await expect(apply('m', 'CONFIRMED', 100)).rejects.toBeInstanceOf(ApiProblem);
    await expect(apply('m', 'AUTHORIZED', 100)).rejects.toMatchObject({ status: 422 });
    expect(await apply('unknown', 'CONFIRMED', 29900)).toBeNull();
    await expect(apply('m', 'CONFIRMED', 1.5)).rejects.toMatchObject({ status: 422 });
    expect(row('m').status).toBe('NEW');
    expect(store.extended).toHaveLength(0);
  });

  it('confirms once when copies of one confirmation race', async () => {
    addPayment({ orderId: 'r' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply('r', 'CONFIRMED', 29900)));
    expect(answers.filter((a) => a?.changed)).toHaveLength(1);
    expect(store.extended).toHaveLength(1);
  });

  it('a refund the bank reports marks the payment refunded (cancelled 2): a partial one (no figure) turns rebill off, a full one takes the paid days; later statuses change nothing', async () => {
    const plan = addUserPlan({ userId: 7, planId: 1, end: new Date(Date.now() + 40 * 86_400_000) });
    addPayment({ orderId: 'x' });
    await apply('x', 'CONFIRMED', 29900);
    const end = store.plans.get(plan.id)!.end;
    expect((await apply('x', 'PARTIAL_REFUNDED'))?.changed).toBe(true);
    expect(row('x')).toMatchObject({ status: 'PARTIAL_REFUNDED', cancelled: 2 });
    expect(store.plans.get(plan.id)).toMatchObject({ active: true, end, activeRebill: false, nextRebillAt: null });
    expect((await apply('x', 'REFUNDED'))?.changed).toBe(true);
    expect(store.plans.get(plan.id)!.end!.getTime()).toBe(end!.getTime() - 31 * 86_400_000);
    expect((await apply('x', 'CONFIRMED', 29900))?.changed).toBe(false);
    expect((await apply('x', 'PARTIAL_REFUNDED'))?.changed).toBe(false);
    expect((await apply('x', 'REFUNDED'))?.changed).toBe(false);
    expect(row('x').status).toBe('REFUNDED');
    expect(row('x').info.statuses.map((s) => s.status)).toEqual(['NEW', 'CONFIRMED', 'PARTIAL_REFUNDED', 'REFUNDED']);
  });
});
