/** Admin refunds over HTTP against the emulator: full, by period used, partial, ten at once; the licence follows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { reserveRefund } from '../../src/modules/payments/repository.js';
import { buy, paymentRow, signInAdmin } from '../helpers/payments.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const licenceOf = async (token: string) => (await t.call('payments/userplans', {}, token)).body;
const isLight = (licence: { Permissions: { code: string }[] }) =>
  licence.Permissions.some((p) => p.code === LICENCE.lightModeCode);

describe('refunds', () => {
  it('lists payments for an admin, newest first, searchable by e-mail, user id and order id', async () => {
    const parent = await t.register('listed@example.com');
    const paid = await buy(t, parent.token);
    const list = await t.call(
      'admin/payments/list',
      { pageNumber: 0, pageSize: 20, searchStrFilter: 'listed@' },
      admin,
    );
    expect(list.body.count).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id: paid.paymentId,
      value: 29900,
      currency: 'rub',
      valid: true,
      cancelled: 0,
    });
    expect(JSON.parse(list.body.data[0].info)).toMatchObject({ status: 'CONFIRMED', cardMask: '430000******0777' });
    for (const search of [String(parent.id), paid.orderId])
      expect((await t.call('admin/payments/list', { searchStrFilter: search }, admin)).body.data[0].id).toBe(
        paid.paymentId,
      );
    expect((await t.call('admin/payments/list', {}, parent.token)).status).toBe(403);
  });

  it('a full refund marks it cancelled, turns rebill off and makes the licence light at once', async () => {
    const parent = await t.register('full@example.com');
    const paid = await buy(t, parent.token);
    expect(isLight((await licenceOf(parent.token)).licence)).toBe(false);
    const res = await t.call('admin/payments/refund', { id: paid.paymentId, value: paid.amount }, admin);
    expect(res.body).toEqual({ success: true });
    expect(await paymentRow(t.app.context.db, paid.paymentId)).toMatchObject({
      cancelled: 2,
      refunded: 29900,
      status: 'REFUNDED',
    });
    const after = await licenceOf(parent.token);
    expect(isLight(after.licence)).toBe(true);
    expect(after.plans[0]).toMatchObject({ active: false, activeRebill: false });
    const again = await t.call('admin/payments/refund', { id: paid.paymentId, value: 100 }, admin);
    expect(again.status).toBe(409);
  });

  it('value 0 refunds the unused days of the period', async () => {
    const parent = await t.register('prorated@example.com');
    const paid = await buy(t, parent.token, { period: 365 });
    await t.call('admin/payments/refund', { id: paid.paymentId, value: 0 }, admin);
    const row = await paymentRow(t.app.context.db, paid.paymentId);
    // Paid a moment ago: the first day counts as used (ceil), the other 364 come back.
    expect(row.refunded).toBe(Math.floor((249000 * 364) / 365));
    expect(row).toMatchObject({ cancelled: 2, status: 'PARTIAL_REFUNDED' });
    expect(isLight((await licenceOf(parent.token)).licence)).toBe(true);
  });

  it('a partial refund returns that amount and ends the plan; more than paid is refused naming value', async () => {
    const parent = await t.register('partial@example.com');
    const paid = await buy(t, parent.token);
    const tooMuch = await t.call('admin/payments/refund', { id: paid.paymentId, value: 30000 }, admin);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.problem.errors?.[0]?.field).toBe('value');
    expect((await paymentRow(t.app.context.db, paid.paymentId)).cancelled).toBe(0);
    await t.call('admin/payments/refund', { id: paid.paymentId, value: 10000 }, admin);
    expect(await paymentRow(t.app.context.db, paid.paymentId)).toMatchObject({ cancelled: 2, refunded: 10000 });
    expect(isLight((await licenceOf(parent.token)).licence)).toBe(true);
  });

  it('ten concurrent refunds on one payment never exceed the amount paid', async () => {
    const parent = await t.register('race@example.com');
    const paid = await buy(t, parent.token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('admin/payments/refund', { id: paid.paymentId, value: 20000 }, admin)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(409);
    const row = await paymentRow(t.app.context.db, paid.paymentId);
    expect(row.refunded).toBe(20000);
    expect(t.app.emulator!.state.byId.get(row.info.bankPaymentId!)!.refunded).toBe(20000);
  });

  it('a bank refusal puts cancelled back to 0 with the bank’s message', async () => {
    const parent = await t.register('refused@example.com');
    const paid = await buy(t, parent.token);
    // The bank already refunded it through its own cabinet: our Cancel is refused.
    const bankPayment = t.app.emulator!.state.byOrder.get(paid.orderId)!;
    bankPayment.Status = 'REFUNDED';
    const res = await t.call('admin/payments/refund', { id: paid.paymentId, value: 5000 }, admin);
    expect(res.status).toBe(502);
    expect(res.problem.title).toContain('The bank refused');
    const row = await paymentRow(t.app.context.db, paid.paymentId);
    expect(row).toMatchObject({ cancelled: 0, refunded: 0 });
    expect(row.info.message).toBeTruthy();
  });

  it('reconciliation settles a refund left in progress by asking the bank: made → 2, never made → back to 0', async () => {
    const db = t.app.context.db;
    const bank = t.app.context.payments.bank!;
    // Ten minutes on, past RECONCILE_AFTER_MS: the reserved refunds count as stuck.
    const reconcile = () => t.app.context.payments.rebills!.reconcile(new Date(Date.now() + 10 * 60_000), 5 * 60_000);

    // The process died after the bank refunded, before recording it.
    const madeParent = await t.register('stuck-made@example.com');
    const made = await buy(t, madeParent.token);
    const reserved = (await reserveRefund(db, made.paymentId, 12300))!;
    expect(reserved.cancelled).toBe(1);
    const cancel = await bank.cancel({
      PaymentId: reserved.info.bankPaymentId!,
      Amount: 12300,
      ExternalRequestId: reserved.info.pendingRefund!.requestId,
    });
    expect(cancel.Success).toBe(true);
    // The process died before the bank was asked.
    const neverParent = await t.register('stuck-never@example.com');
    const never = await buy(t, neverParent.token);
    await reserveRefund(db, never.paymentId, 5000);

    expect((await reconcile()).updated).toBeGreaterThanOrEqual(2);
    expect(await paymentRow(db, made.paymentId)).toMatchObject({ cancelled: 2, refunded: 12300 });
    expect(isLight((await licenceOf(madeParent.token)).licence)).toBe(true);
    const released = await paymentRow(db, never.paymentId);
    expect(released).toMatchObject({ cancelled: 0, refunded: 0, status: 'CONFIRMED' });
    expect(released.info.message).toContain('CONFIRMED');
    expect(isLight((await licenceOf(neverParent.token)).licence)).toBe(false);
    // Settled once: another pass changes nothing, and the released payment can be refunded again.
    await reconcile();
    expect((await paymentRow(db, made.paymentId)).refunded).toBe(12300);
    expect((await t.call('admin/payments/refund', { id: never.paymentId, value: 5000 }, admin)).body).toEqual({
      success: true,
    });
    expect(await paymentRow(db, never.paymentId)).toMatchObject({ cancelled: 2, refunded: 5000 });
  });
});
