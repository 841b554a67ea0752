/**
 * Refunds with fake dependencies (the repository in memory, a scripted bank): the amount by the period
 * used, never beyond what is left, one at a time; the bank's refusal or silence puts the payment back;
 * reconciliation settles a refund left in progress by the bank's word.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BankUnavailable, type BankAnswer, type BankClient } from '../../src/providers/payments/client.js';
import type { PaymentRow } from '../../src/modules/payments/repository.js';
import { createRefunds } from '../../src/modules/payments/refunds.js';
import { addPayment, addUserPlan, fakeDb, fakePaymentsRepo, store } from '../helpers/fake-payments-repo.js';

const ok = (fields: Partial<BankAnswer> = {}): BankAnswer => ({ Success: true, ErrorCode: '0', ...fields });
const published: PaymentRow[] = [];
const events = { publish: async (row: PaymentRow) => void published.push(row) };

function fakeBank(answers: Partial<Record<'cancel' | 'getState', () => Promise<BankAnswer>>> = {}) {
  const calls: { method: string; request: unknown }[] = [];
  const answer = (method: 'cancel' | 'getState', fallback: BankAnswer) => async (request: unknown) => {
    calls.push({ method, request });
    return answers[method] ? answers[method]() : fallback;
  };
  const bank = {
    terminalKey: 'T',
    init: async () => ok(),
    charge: async () => ok(),
    cancel: answer('cancel', ok()),
    getState: answer('getState', ok({ Status: 'CONFIRMED' })),
    verifyNotification: () => true,
  } satisfies BankClient;
  return { bank, calls };
}

const paid = (orderId: string, values: Partial<PaymentRow> = {}) =>
  addPayment({
    orderId,
    status: 'CONFIRMED',
    valid: true,
    applied: true,
    info: { kind: 'init', statuses: [], refunds: [], bankPaymentId: `bank-${orderId}` },
    ...values,
  });
const row = (orderId: string) => store.payments.get(orderId)!;

beforeEach(() => {
  store.reset();
  published.length = 0;
});

describe('a refund', () => {
  it('value 0 refunds the unused whole days, and the bank’s confirmation takes them off the plan (decision 047)', async () => {
    const plan = addUserPlan({ userId: 7, planId: 1 });
    const p = paid('p0', { value: 31000, date: new Date('2026-01-01T00:00:00Z') });
    const { bank, calls } = fakeBank();
    await createRefunds({ repo: fakePaymentsRepo, db: fakeDb, bank, events }).refund(p.id, 0, {
      now: new Date('2026-01-01T12:00:00Z'),
    });
    expect(calls[0]).toEqual({
      method: 'cancel',
      request: { PaymentId: 'bank-p0', Amount: 30000, ExternalRequestId: `refund-${p.id}-1` },
    });
    // partly refunded: open for the next refund (decision 087)
    expect(row('p0')).toMatchObject({ cancelled: 0, refunded: 30000, status: 'PARTIAL_REFUNDED' });
    expect(row('p0').info.pendingRefund).toBeUndefined();
    // 30 000 of 31 000 kopecks: 30 of the 31 days come off the end (2026-02-01), rebill off
    expect(store.plans.get(plan.id)).toMatchObject({
      active: true,
      activeRebill: false,
      end: new Date('2026-01-02T00:00:00Z'),
    });
    expect(published.map((r) => r.cancelled)).toEqual([1, 0]);
  });

  it('of the whole amount left is REFUNDED; more than is left is refused naming value, nothing asked of the bank', async () => {
    const p = paid('p1', { value: 29900, refunded: 0 });
    const { bank, calls } = fakeBank();
    const refunds = createRefunds({ repo: fakePaymentsRepo, db: fakeDb, bank, events });
    await expect(refunds.refund(p.id, 30000)).rejects.toMatchObject({ status: 422, errors: [{ field: 'value' }] });
    expect(calls).toHaveLength(0);
    await refunds.refund(p.id, 29900);
    expect(row('p1')).toMatchObject({ status: 'REFUNDED', cancelled: 2, refunded: 29900 });
  });

  it('is refused (409) for a payment not paid, one being refunded, or one refunded already', async () => {
    const { bank } = fakeBank();
    const refunds = createRefunds({ repo: fakePaymentsRepo, db: fakeDb, bank, events });
    const unpaid = addPayment({ orderId: 'u', info: { kind: 'init', statuses: [], refunds: [], bankPaymentId: 'b' } });
    const busy = paid('b1', { cancelled: 1 });
    const done = paid('b2', { cancelled: 2 });
    for (const p of [unpaid, busy, done])
      await expect(refunds.refund(p.id, 100)).rejects.toMatchObject({ status: 409 });
    await expect(refunds.refund(9999, 100)).rejects.toMatchObject({ status: 404 });
    await expect(
      createRefunds({ repo: fakePaymentsRepo, db: fakeDb, bank: null, events }).refund(busy.id, 100),
    ).rejects.toMatchObject({
      status: 503,
    });
  });

  it('one at a time: of concurrent refunds one goes to the bank, the others get 409', async () => {
    const p = paid('c');
    const { bank, calls } = fakeBank();
    const refunds = createRefunds({ repo: fakePaymentsRepo, db: fakeDb, bank, events });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => refunds.refund(p.id, 10000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(row('c')).toMatchObject({ refunded: 10000, cancelled: 0 });
  });

  it('the bank’s refusal or silence puts cancelled back to 0 with its message (502)', async () => {
    const refused = paid('r1');
    const silent = paid('r2');
    const no = fakeBank({ cancel: async () => ({ Success: false, ErrorCode: '9', Message: 'Not today' }) });
    await expect(
      createRefunds({ repo: fakePaymentsRepo, db: fakeDb, bank: no.bank, events }).refund(refused.id, 100),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(row('r1')).toMatchObject({ cancelled: 0, refunded: 0, status: 'CONFIRMED' });
    expect(row('r1').info).toMatchObject({ message: 'Not today', refunds: [{ status: 'failed', amount: 100 }] });
    const down = fakeBank({
      cancel: async () => {
        throw new BankUnavailable('Cancel: HTTP 503');
      },
    });
    await expect(
      createRefunds({ repo: fakePaymentsRepo, db: fakeDb, bank: down.bank, events }).refund(silent.id, 100),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(row('r2')).toMatchObject({ cancelled: 0, refunded: 0 });
    expect(row('r2').info.message).toBe('Cancel: HTTP 503');
  });
});

describe('reconciling refunds left in progress', () => {
  it('settles by GetState: a refund status means made (2), another means not (0), no answer leaves it', async () => {
    for (const orderId of ['made', 'not', 'silent']) {
      const p = paid(orderId, { cancelled: 1 });
      row(orderId).info.pendingRefund = { amount: 500, requestId: `refund-${p.id}-1`, at: '2026-01-01T00:00:00Z' };
    }
    const states: Record<string, () => Promise<BankAnswer>> = {
      'bank-made': async () => ok({ Status: 'PARTIAL_REFUNDED' }),
      'bank-not': async () => ok({ Status: 'CONFIRMED' }),
      'bank-silent': async () => {
        throw new BankUnavailable('GetState: timeout');
      },
    };
    const bank = { ...fakeBank().bank, getState: ({ PaymentId }: { PaymentId: string }) => states[PaymentId]!() };
    const result = await createRefunds({ repo: fakePaymentsRepo, db: fakeDb, bank, events }).reconcile(
      new Date('2030-01-01'),
      60_000,
    );
    expect(result).toEqual({ checked: 3, updated: 2 });
    expect(row('made')).toMatchObject({ cancelled: 0, refunded: 500, status: 'PARTIAL_REFUNDED' });
    expect(row('not')).toMatchObject({ cancelled: 0, refunded: 0 });
    expect(row('not').info.message).toContain('status CONFIRMED');
    expect(row('silent')).toMatchObject({ cancelled: 1 });
  });
});
