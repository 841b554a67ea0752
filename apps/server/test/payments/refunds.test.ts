/** Admin refunds over HTTP against the emulator: full, by period used, partial, ten at once; the licence follows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPlans } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { reserveRefund } from '../../src/modules/payments/repository.js';
import { buy, isLightLicence, paymentRow, signInAdmin, refundStatus } from '../helpers/payments.js';

const DAY_MS = 86_400_000;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const licenceOf = async (token: string) => (await t.call('payments/userplans', {}, token)).body;
const isLight = isLightLicence;

describe('refunds', () => {
  it('lists payments for an admin, newest first, searchable by e-mail and order id, a customer’s by their user id', async () => {
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
    expect((await t.call('admin/payments/list', { searchStrFilter: paid.orderId }, admin)).body.data[0].id).toBe(
      paid.paymentId,
    );
    expect((await t.call('admin/payments/list', { customer: parent.id }, admin)).body.data[0].id).toBe(paid.paymentId);
    expect((await t.call('admin/payments/list', {}, parent.token)).status).toBe(403);
  });

  it('lists each row with its e-mail, state, plan and refundability; finds a payment by its id; filters by state and days; totals the filtered list', async () => {
    const parent = await t.register('filtered@example.com');
    const paid = await buy(t, parent.token);
    const started = await t.call(
      'payments/init',
      { planid: 1, period: 31, email: 'filtered@example.com' },
      parent.token,
    );
    const refunded = await buy(t, parent.token);
    await t.call(
      'admin/payments/refund',
      { id: refunded.paymentId, value: 10000, reason: 'requestedByCustomer' },
      admin,
    );
    const mine = (input: Record<string, unknown>) =>
      t.call('admin/payments/list', { searchStrFilter: 'filtered@', ...input }, admin);

    const all = (await mine({})).body;
    expect(all.count).toBe(3);
    const byId = new Map(all.data.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(paid.paymentId)).toMatchObject({
      email: 'filtered@example.com',
      state: 'confirmed',
      planName: 'Tiny Tidings',
      period: 31,
      promoCode: null,
      refundable: true,
    });
    expect(byId.get(started.body.paymentId)).toMatchObject({ state: 'pending', refundable: false });
    // the rest of a partly refunded payment may still be refunded (decision 087)
    expect(byId.get(refunded.paymentId)).toMatchObject({
      state: 'partiallyRefunded',
      refunded: 10000,
      refundable: true,
    });
    expect(all.totals).toEqual({ count: 3, paid: 2 * 29900, refunded: 10000 });

    // the payment's own id finds it (a user id or e-mail may match others too)
    const found = (await t.call('admin/payments/list', { searchStrFilter: String(paid.paymentId) }, admin)).body;
    expect(found.data.map((p: { id: number }) => p.id)).toContain(paid.paymentId);

    const confirmed = (await mine({ state: 'confirmed' })).body;
    expect(confirmed.data.map((p: { id: number }) => p.id)).toEqual([paid.paymentId]);
    expect(confirmed.totals).toEqual({ count: 1, paid: 29900, refunded: 0 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await mine({ from: today, to: today })).body.count).toBe(3);
    expect((await mine({ to: '2020-01-01' })).body).toMatchObject({ count: 0, totals: { paid: 0, refunded: 0 } });
    expect((await mine({ from: 'yesterday' })).status).toBe(422);
  });

  it('a full refund marks it cancelled, turns rebill off and makes the licence light at once', async () => {
    const parent = await t.register('full@example.com');
    const paid = await buy(t, parent.token);
    expect(isLight((await licenceOf(parent.token)).licence)).toBe(false);
    const res = await t.call(
      'admin/payments/refund',
      { id: paid.paymentId, value: paid.amount, reason: 'requestedByCustomer' },
      admin,
    );
    expect(res.body).toEqual({ success: true });
    expect(await paymentRow(t.app.context.db, paid.paymentId)).toMatchObject({
      cancelled: 2,
      refunded: 29900,
      status: 'REFUNDED',
    });
    const after = await licenceOf(parent.token);
    expect(isLight(after.licence)).toBe(true);
    expect(after.plans[0]).toMatchObject({ active: false, activeRebill: false });
    const again = await t.call(
      'admin/payments/refund',
      { id: paid.paymentId, value: 100, reason: 'requestedByCustomer' },
      admin,
    );
    expect(again.status).toBe(409);
  });

  it('value 0 refunds the unused days of the period', async () => {
    const parent = await t.register('prorated@example.com');
    const paid = await buy(t, parent.token, { period: 365 });
    await t.call('admin/payments/refund', { id: paid.paymentId, value: 0, reason: 'requestedByCustomer' }, admin);
    const row = await paymentRow(t.app.context.db, paid.paymentId);
    // Paid a moment ago: the first day counts as used (ceil), the other 364 come back.
    expect(row.refunded).toBe(Math.floor((249000 * 364) / 365));
    expect(row).toMatchObject({ cancelled: 0, status: 'PARTIAL_REFUNDED' });
    // the refunded 364 days come off the plan: the day paid for and used is left
    const left = new Date((await licenceOf(parent.token)).plans[0].end!).getTime() - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(1.01 * DAY_MS);
  });

  it('a partial refund returns that amount and shortens the plan in proportion, rebill off (decision 047); more than paid is refused naming value', async () => {
    const parent = await t.register('partial@example.com');
    const paid = await buy(t, parent.token);
    const tooMuch = await t.call(
      'admin/payments/refund',
      { id: paid.paymentId, value: 30000, reason: 'requestedByCustomer' },
      admin,
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.problem.errors?.[0]?.field).toBe('value');
    expect((await paymentRow(t.app.context.db, paid.paymentId)).cancelled).toBe(0);
    const before = (await licenceOf(parent.token)).plans[0];
    await t.call('admin/payments/refund', { id: paid.paymentId, value: 10000, reason: 'requestedByCustomer' }, admin);
    expect(await paymentRow(t.app.context.db, paid.paymentId)).toMatchObject({ cancelled: 0, refunded: 10000 });
    const after = await licenceOf(parent.token);
    expect(isLight(after.licence)).toBe(false);
    expect(before.activeRebill).toBe(true);
    expect(after.plans[0]).toMatchObject({ active: true, activeRebill: false });
    // 10 000 of 29 900 kopecks: that share of the 31 days comes off the end
    const taken = new Date(before.end!).getTime() - new Date(after.plans[0].end!).getTime();
    expect(taken).toBe(Math.round((31 * DAY_MS * 10000) / 29900));
  });

  it('a refund never takes trial days: a full refund of a plan bought during the trial leaves the trial running', async () => {
    const parent = await t.register('trial-refund@example.com');
    const trialEnd = new Date(Date.now() + 5 * DAY_MS);
    await t.app.context.db.insert(userPlans).values({ userId: parent.id, planId: 1, demo: true, end: trialEnd });
    const paid = await buy(t, parent.token);
    expect(new Date((await licenceOf(parent.token)).plans[0].end!).getTime()).toBe(trialEnd.getTime() + 31 * DAY_MS);
    await t.call(
      'admin/payments/refund',
      { id: paid.paymentId, value: paid.amount, reason: 'requestedByCustomer' },
      admin,
    );
    const after = await licenceOf(parent.token);
    expect(isLight(after.licence)).toBe(false);
    expect(after.plans[0]).toMatchObject({ activeRebill: false, end: trialEnd.toISOString() });
  });

  it('ten concurrent refunds on one payment never exceed the amount paid', async () => {
    const parent = await t.register('race@example.com');
    const paid = await buy(t, parent.token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('admin/payments/refund', { id: paid.paymentId, value: 20000, reason: 'requestedByCustomer' }, admin),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // refused while the first is in progress (409), or after it as more than is left (422)
    for (const a of answers.filter((x) => x.status !== 200)) expect([409, 422]).toContain(a.status);
    const row = await paymentRow(t.app.context.db, paid.paymentId);
    expect(row.refunded).toBe(20000);
    expect(t.app.emulator!.state.byId.get(row.info.bankPaymentId!)!.refunded).toBe(20000);
  });

  it('a bank refusal puts cancelled back to 0 with the bank’s message and records the attempt in the payment’s history', async () => {
    const parent = await t.register('refused@example.com');
    const paid = await buy(t, parent.token);
    // The bank already refunded it through its own cabinet: our Cancel is refused.
    const bankPayment = t.app.emulator!.state.byOrder.get(paid.orderId)!;
    bankPayment.Status = 'REFUNDED';
    const res = await t.call(
      'admin/payments/refund',
      { id: paid.paymentId, value: 5000, reason: 'requestedByCustomer' },
      admin,
    );
    expect(res.status).toBe(502);
    expect(res.problem.title).toContain('The bank refused');
    const row = await paymentRow(t.app.context.db, paid.paymentId);
    expect(row).toMatchObject({ cancelled: 0, refunded: 0 });
    expect(row.info.message).toBeTruthy();
    // the attempt is in the payment's history: who, when, what was asked, and why the bank said no
    const log = (await t.call('team/audit/list', { subject: `payment:${paid.paymentId}` }, admin)).body.data;
    expect(log).toEqual([
      expect.objectContaining({
        action: 'refundRefused',
        actor: 'admin@example.com',
        before: { refunded: 0, state: 'confirmed' },
        after: { refunded: 0, state: 'confirmed', amount: 5000, reason: row.info.message, why: 'requestedByCustomer' },
      }),
    ]);
    expect(Date.parse(log[0].date)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.problem.title).toContain(row.info.message);
  });

  it('reconciliation settles a refund left in progress by asking the bank: made → recorded, never made → back to 0', async () => {
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
    // partly refunded: open for the next refund (decision 087)
    expect(await paymentRow(db, made.paymentId)).toMatchObject({ cancelled: 0, refunded: 12300 });
    // a partial refund: the plan runs on, 12 300 / 29 900 of its 31 days (12.75) shorter (decision 047)
    const madePlan = (await licenceOf(madeParent.token)).plans[0];
    expect(new Date(madePlan.end!).getTime()).toBeLessThan(Date.now() + (31 - 12.7) * DAY_MS);
    expect(madePlan.active).toBe(true);
    const released = await paymentRow(db, never.paymentId);
    expect(released).toMatchObject({ cancelled: 0, refunded: 0, status: 'CONFIRMED' });
    expect(released.info.message).toContain('CONFIRMED');
    expect(isLight((await licenceOf(neverParent.token)).licence)).toBe(false);
    // Settled once: another pass changes nothing, and the released payment can be refunded again.
    await reconcile();
    expect((await paymentRow(db, made.paymentId)).refunded).toBe(12300);
    expect(
      (
        await t.call(
          'admin/payments/refund',
          { id: never.paymentId, value: 5000, reason: 'requestedByCustomer' },
          admin,
        )
      ).body,
    ).toEqual({
      success: true,
    });
    expect(await paymentRow(db, never.paymentId)).toMatchObject({ cancelled: 0, refunded: 5000 });
  });

  it('records each refund in the payment’s history: who, when, the amount, before and after (issue 25 point 9)', async () => {
    const parent = await t.register('audited-refund@example.com');
    const paid = await buy(t, parent.token);
    const subject = `payment:${paid.paymentId}`;
    expect((await t.call('team/audit/list', { subject }, admin)).body.data).toEqual([]);
    expect(await refundStatus(t, admin, paid.paymentId, 10000)).toBe(200);
    const log = (await t.call('team/audit/list', { subject }, admin)).body.data;
    expect(log).toEqual([
      expect.objectContaining({
        action: 'refund',
        actor: 'admin@example.com',
        before: { refunded: 0, state: 'confirmed' },
        after: { refunded: 10000, state: 'partiallyRefunded', amount: 10000, why: 'requestedByCustomer', note: null },
      }),
    ]);
    expect(Date.parse(log[0].date)).toBeGreaterThan(Date.now() - 60_000);
    // a refused refund (more than is left) changes nothing and is not recorded
    expect(await refundStatus(t, admin, paid.paymentId, 20000)).toBe(422);
    expect((await t.call('team/audit/list', { subject }, admin)).body.data).toHaveLength(1);
    expect((await t.call('team/audit/list', { subject: 'payment:abc' }, admin)).status).toBe(422);
    expect((await t.call('team/audit/list', { subject }, parent.token)).status).toBe(403);
  });
});
