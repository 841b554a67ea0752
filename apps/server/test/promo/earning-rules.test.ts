/**
 * Earnings with fake dependencies (the repositories and the coded payments in memory): the reward
 * rounded down, refunds taking it back in proportion (a REFUNDED status in full), refunds only growing,
 * and the sweep catching up exactly the earnings missing or behind, a page at a time.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { createEarnings } from '../../src/modules/promo/earnings.js';
import { addCode, addPaidPayment, fakeCodedPayments, fakeEarningsRepo, store } from '../helpers/fake-promo-repo.js';

const earnings = createEarnings({
  db: {} as Db,
  payments: fakeCodedPayments,
  tell: async () => undefined,
  repo: fakeEarningsRepo,
});
const earningOf = (paymentId: number) => store.earnings.find((e) => e.paymentId === paymentId);

beforeEach(() => {
  store.reset();
  addCode({ code: 'EARNERCODE', owner: 3, discount: 10, reward: 13 });
});

describe('an earning', () => {
  it('is the code’s reward % of the amount paid, rounded down to kopecks (the discount when no reward)', async () => {
    const p = addPaidPayment({ value: 26900 });
    await earnings.sync(p);
    expect(earningOf(p.id)).toMatchObject({ owner: 3, percent: 13, paid: 26900, reward: 3497, remaining: 3497 });
    addCode({ code: 'PLAINCODE', owner: 4, discount: 10, reward: null });
    const plain = addPaidPayment({ value: 26905, promoCode: 'plaincode' });
    await earnings.sync(plain);
    expect(earningOf(plain.id)).toMatchObject({ owner: 4, percent: 10, reward: 2690 });
  });

  it('is nothing on a purchase made by the code’s owner with their own code (decision 048)', async () => {
    const own = addPaidPayment({ value: 26900, userId: 3 });
    await earnings.sync(own);
    expect(earningOf(own.id)).toMatchObject({ owner: 3, percent: 0, reward: 0, remaining: 0 });
    expect(await earnings.sweep()).toBe(0);
  });

  it('gives back in proportion to a partial refund, all of it for a full one or a REFUNDED status', async () => {
    const partial = addPaidPayment({ value: 26900, refunded: 10000, status: 'PARTIAL_REFUNDED' });
    const full = addPaidPayment({ value: 26900, refunded: 26900 });
    const reported = addPaidPayment({ value: 26900, refunded: 0, status: 'REFUNDED' });
    for (const p of [partial, full, reported]) await earnings.sync(p);
    expect(earningOf(partial.id)).toMatchObject({ refunded: 10000, remaining: 2197 }); // 13 % of 16 900
    expect(earningOf(full.id)).toMatchObject({ refunded: 26900, remaining: 0 });
    expect(earningOf(reported.id)).toMatchObject({ refunded: 26900, remaining: 0 });
  });

  it('only follows refunds that grow, so a late copy of an older change undoes nothing', async () => {
    const p = addPaidPayment({ value: 26900 });
    await earnings.sync({ ...p, refunded: 20000 });
    await earnings.sync({ ...p, refunded: 10000 });
    await earnings.sync(p);
    expect(earningOf(p.id)).toMatchObject({ refunded: 20000, remaining: 897 });
  });

  it('is not made for a payment not confirmed, without a code, or with an unknown code', async () => {
    for (const p of [
      addPaidPayment({ valid: false }),
      addPaidPayment({ promoCode: null }),
      addPaidPayment({ promoCode: 'NOSUCHCODE' }),
    ])
      await earnings.sync(p);
    expect(store.earnings).toHaveLength(0);
  });
});

describe('the sweep', () => {
  it('makes the missing earnings and brings those behind their refunds up to date, a page at a time', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => addPaidPayment({ value: 10000 + i }));
    for (const p of all.slice(0, 2000)) await earnings.sync(p);
    // Changes whose call was lost: 300 refunds, and the last 500 payments never told.
    for (const p of all.slice(100, 400)) p.refunded = 5000;
    addPaidPayment({ valid: false });
    store.pagesRead = 0;
    expect(await earnings.sweep()).toBe(800);
    expect(store.pagesRead).toBe(3);
    expect(store.earnings).toHaveLength(2500);
    expect(earningOf(all[150]!.id)).toMatchObject({ refunded: 5000 });
    expect(await earnings.sweep()).toBe(0);
  });
});
