/**
 * Payments like Stripe's (issue 34 point 4, decision 087), over HTTP against the bank emulator: several
 * partial refunds up to the amount paid, each a Cancel with Amount and each recorded with its reason;
 * abandoned checkouts expiring to their own status; exact search, code, partner and customer filters;
 * the filtered list as CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, RefundReason } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buy, paymentRow, signInAdmin, waitForStatus } from '../helpers/payments.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const refund = (id: number, value: number, reason: RefundReason = 'requestedByCustomer', note?: string) =>
  t.call('admin/payments/refund', { id, value, reason, ...(note ? { note } : {}) }, admin);
const list = (input: CallInput<'admin/payments/list'>) => t.call('admin/payments/list', input, admin);
const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((p) => p.id);

describe('several partial refunds', () => {
  it('refunds twice in part through the bank, records each with its reason, refuses more than is left naming value, then refunds the rest', async () => {
    const parent = await t.register('twice-refunded@example.com');
    const paid = await buy(t, parent.token); // 299 ₽
    const atBank = () => t.app.emulator!.state.byOrder.get(paid.orderId)!;

    expect((await refund(paid.paymentId, 10000, 'serviceProblem', 'Stories did not load for a week')).body).toEqual({
      success: true,
    });
    expect((await refund(paid.paymentId, 5000, 'duplicate')).body).toEqual({ success: true });
    expect(atBank()).toMatchObject({ refunded: 15000, Status: 'PARTIAL_REFUNDED' });
    const [row] = (await list({ searchStrFilter: String(paid.paymentId) })).body.data;
    expect(row).toMatchObject({
      id: paid.paymentId,
      refunded: 15000,
      state: 'partiallyRefunded',
      cancelled: 0,
      refundable: true,
    });
    expect(row!.refunds).toEqual([
      { amount: 10000, reason: 'serviceProblem', note: 'Stories did not load for a week', at: expect.any(String) },
      { amount: 5000, reason: 'duplicate', note: null, at: expect.any(String) },
    ]);

    // 149 ₽ are left: 150 ₽ is refused, naming the field, and the bank is not asked
    const over = await refund(paid.paymentId, 15000);
    expect(over.status).toBe(422);
    expect(over.problem.errors).toEqual([expect.objectContaining({ field: 'value', key: 'errors.refundTooMuch' })]);
    expect(over.problem.errors![0]!.message).toContain('149.00');
    // a refund needs a reason
    const unexplained = await t.callUnchecked('admin/payments/refund', { id: paid.paymentId, value: 100 }, admin);
    expect(unexplained.status).toBe(422);
    expect(unexplained.problem.errors?.map((e) => e.field)).toContain('reason');
    expect(atBank().refunded).toBe(15000);

    expect((await refund(paid.paymentId, 14900, 'other')).status).toBe(200);
    expect(await paymentRow(t.app.context.db, paid.paymentId)).toMatchObject({
      cancelled: 2,
      refunded: 29900,
      status: 'REFUNDED',
    });
    expect(atBank()).toMatchObject({ refunded: 29900, Status: 'REFUNDED' });
    expect((await refund(paid.paymentId, 100)).status).toBe(409);
  });
});

describe('abandoned checkouts', () => {
  it('expire to their own status after the card page’s lifetime, shown and filtered as expired; a paid one stays paid', async () => {
    const db = t.app.context.db;
    const parent = await t.register('abandoned@example.com');
    const init = () => t.call('payments/init', { planid: 1, period: 31, email: 'abandoned@example.com' }, parent.token);
    const left = (await init()).body;
    // the parent saw the card page and went away
    expect((await fetch(left.PaymentURL)).status).toBe(200);
    await waitForStatus(db, left.paymentId, 'FORM_SHOWED');
    const paid = await buy(t, parent.token);
    const lifetime = t.config.payments.checkoutLifetimeMs;
    // the bank was told how long its page lives
    const due = Date.parse(t.app.emulator!.state.byOrder.get(left.orderId)!.RedirectDueDate!);
    expect(Math.abs(due - (Date.now() + lifetime))).toBeLessThan(5 * 60_000);

    const expiry = t.app.context.payments.expiry!;
    await expiry.sweep(new Date());
    expect((await paymentRow(db, left.paymentId)).status).toBe('FORM_SHOWED');
    await expiry.sweep(new Date(Date.now() + lifetime + 2 * 60_000));
    expect((await paymentRow(db, left.paymentId)).status).toBe('DEADLINE_EXPIRED');
    expect((await paymentRow(db, paid.paymentId)).status).toBe('CONFIRMED');

    const expired = await list({ customer: parent.id, state: 'expired' });
    expect(ids(expired)).toEqual([left.paymentId]);
    expect(expired.body.data[0]).toMatchObject({ state: 'expired', refundable: false });
    expect(ids(await list({ customer: parent.id, state: 'pending' }))).toEqual([]);

    // the bank closes a page past its RedirectDueDate itself, and the sweep takes its word
    const closed = (await init()).body;
    t.app.emulator!.state.byOrder.get(closed.orderId)!.RedirectDueDate = new Date(Date.now() - 1000).toISOString();
    const page = await fetch(closed.PaymentURL);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('has expired');
    await expiry.sweep(new Date(Date.now() + lifetime + 2 * 60_000));
    expect((await paymentRow(db, closed.paymentId)).status).toBe('DEADLINE_EXPIRED');
  });
});

describe('search, filters and CSV', () => {
  let partnerId: number;
  let buyer: { id: number; token: string };
  let coded: Awaited<ReturnType<typeof buy>>;
  let plain: Awaited<ReturnType<typeof buy>>;
  beforeAll(async () => {
    const partner = await t.signInAs(['promo'], 4, 'filter-partner@example.com');
    const code = await t.call(
      'payments/promo/addcode',
      { code: 'FilterMe', discount: 10, reward: 13, planid: 1, duration: '1y' },
      partner,
    );
    partnerId = code.body.owner;
    buyer = await t.register('buyer4444@example.com');
    coded = await buy(t, buyer.token, { promocode: 'filterme' });
    plain = await buy(t, buyer.token);
    const other = await t.register('other4@example.com');
    await buy(t, other.token);
  });

  it('finds a payment exactly by its id, order id or promo code, never by digits inside e-mails', async () => {
    expect(ids(await list({ searchStrFilter: String(coded.paymentId) }))).toEqual([coded.paymentId]);
    expect(ids(await list({ searchStrFilter: plain.orderId }))).toEqual([plain.paymentId]);
    expect(ids(await list({ searchStrFilter: 'filterme' }))).toEqual([coded.paymentId]);
    // "4" is payment 4 at most, though e-mails here hold a 4
    expect(new Set([4, ...ids(await list({ searchStrFilter: '4' }))])).toEqual(new Set([4]));
    expect(ids(await list({ searchStrFilter: 'buyer4444@' }))).toEqual([plain.paymentId, coded.paymentId]);
  });

  it('filters by code, partner and customer; an empty filter is an empty list with zero totals', async () => {
    const byCode = await list({ code: 'FilterMe' });
    expect(ids(byCode)).toEqual([coded.paymentId]);
    expect(byCode.body.data[0]).toMatchObject({ promoCode: 'FILTERME', partnerEmail: 'filter-partner@example.com' });
    expect(byCode.body.totals).toEqual({ count: 1, paid: 26900, refunded: 0 });
    expect(ids(await list({ partner: 'Filter-Partner@example.com' }))).toEqual([coded.paymentId]);
    expect(ids(await list({ customer: buyer.id }))).toEqual([plain.paymentId, coded.paymentId]);
    expect(ids(await list({ customer: buyer.id, code: 'FILTERME' }))).toEqual([coded.paymentId]);
    expect((await list({ code: 'NOSUCHCODE' })).body).toMatchObject({ data: [], count: 0, totals: { paid: 0 } });
    expect(ids(await list({ partner: 'buyer4444@example.com' }))).toEqual([]);
  });

  it('downloads the filtered list as CSV, one line a payment with its partner; admins only', async () => {
    const answer = await t.call('admin/payments/export', { customer: buyer.id }, admin);
    expect(answer.body.filename).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = answer.body.csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,order_id,date,email,user_id,state,bank_status,plan,period_days,currency,amount,refunded,promo_code,partner_email,refund_reasons',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${plain.paymentId},${plain.orderId},`));
    expect(lines[2]).toMatch(
      new RegExp(
        `^${coded.paymentId},${coded.orderId},[^,]+,buyer4444@example.com,${buyer.id},confirmed,CONFIRMED,Tiny Tidings,31,rub,269.00,0.00,FILTERME,filter-partner@example.com,$`,
      ),
    );
    const byCode = (await t.call('admin/payments/export', { code: 'filterme' }, admin)).body.csv.trim().split('\r\n');
    expect(byCode).toHaveLength(2);
    expect(partnerId).toBeGreaterThan(0);
    expect((await t.call('admin/payments/export', {}, buyer.token)).status).toBe(403);
  });
});
