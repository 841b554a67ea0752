/** Buying a plan over HTTP against the bank emulator: promo codes, declines, notifications, the licence. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@tt/contract';
import { signToken } from '../../src/providers/payments/token.js';
import { CONFIRMATION_CODE, TEST_CARDS } from '../../src/dev/bank/state.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertPromo, isLightLicence, payOnCardPage, paymentRow, waitForStatus } from '../helpers/payments.js';
import { waitUntil } from '../helpers/wait.js';
import { openSocket } from '../helpers/socket.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const light = isLightLicence;

describe('paying for a plan', () => {
  it('starts a payment with the server’s amount and pays it on the card page; the licence becomes full', async () => {
    const parent = await t.register('buyer@example.com');
    expect(light((await t.call('payments/userplans', {}, parent.token)).body.licence)).toBe(true);
    const start = await t.call('payments/init', { planid: 1, period: 31, email: 'buyer@example.com' }, parent.token);
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ amount: 29900, discount: 0 });
    expect(start.body.PaymentURL).toContain('/dev/bank/pay/');
    const paid = await payOnCardPage(start.body.PaymentURL);
    expect(paid.status).toBe(303);
    expect(paid.location).toContain(`/features?payment=${start.body.paymentId}&result=success`);
    await waitForStatus(t.app.context.db, start.body.paymentId, 'CONFIRMED');
    const { plans, licence } = (await t.call('payments/userplans', {}, parent.token)).body;
    expect(light(licence)).toBe(false);
    expect(plans).toMatchObject([
      { id: 1, active: true, demo: false, activeRebill: true, period: 31, card: '430000******0777' },
    ]);
    const days = (Date.parse(plans[0].end!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(30.9);
    expect(days).toBeLessThan(31.1);
    expect(licence!.ValidTo).toBe(plans[0].end);
  });

  it('tells the parent’s open page in real time when the bank confirms', async () => {
    const parent = await t.register('live@example.com');
    const socket = openSocket(t.url, { token: parent.token, last: null });
    await socket.next((m) => m.type === 'ready');
    const start = await t.call('payments/init', { planid: 1, period: 31, email: 'live@example.com' }, parent.token);
    await payOnCardPage(start.body.PaymentURL);
    const message = await socket.next(
      (m) => m.type === 'event' && m.payload.type === 'paymentChanged' && m.payload.state === 'confirmed',
    );
    expect(message).toMatchObject({ payload: { paymentId: start.body.paymentId, orderId: start.body.orderId } });
    socket.close();
  });

  it('takes a promo code’s discount, rounded to whole rubles, and keeps the code with the payment', async () => {
    const parent = await t.register('promo@example.com');
    const partner = await t.register('partner@example.com', 'secret-password', 4);
    await t.signInAs(['promounmoderated', 'promo'], 4, 'partner@example.com'); // verified: their codes count (decision 024)
    await insertPromo(t.app.context.db, { code: 'SunnyDays', owner: partner.id, planId: 1, discount: 13 });
    const check = await t.call('payments/checkpromo', { code: 'sunnydays', planid: 1 }, parent.token);
    expect(check.body).toEqual({ code: 'SUNNYDAYS', feature: { discount: 13 } });
    const start = await t.call(
      'payments/init',
      { planid: 1, period: 365, promocode: 'sunnyDAYS', phone: '+7 900 123-45-67' },
      parent.token,
    );
    expect(start.body).toMatchObject({ amount: (2490 - 324) * 100, discount: 13 });
    await payOnCardPage(start.body.PaymentURL, TEST_CARDS.asksCode, CONFIRMATION_CODE);
    const row = await waitForStatus(t.app.context.db, start.body.paymentId, 'CONFIRMED').then(() =>
      paymentRow(t.app.context.db, start.body.paymentId),
    );
    expect(row.promoCode).toBe('SUNNYDAYS');
    expect(row.info.receipt).toMatchObject({ Phone: '79001234567' });
  });

  it('refuses an unknown, expired or other-plan promo code with "Promo code not found"', async () => {
    const parent = await t.register('nopromo@example.com');
    const partner = await t.register('partner2@example.com', 'secret-password', 4);
    await t.signInAs(['promounmoderated', 'promo'], 4, 'partner2@example.com'); // verified: their codes count (decision 024)
    await insertPromo(t.app.context.db, {
      code: 'OldCode',
      owner: partner.id,
      planId: 1,
      discount: 10,
      startDaysAgo: 60,
      endInDays: -1,
    });
    for (const code of ['NOSUCHCODE', 'OldCode']) {
      const res = await t.call('payments/checkpromo', { code, planid: 1 }, parent.token);
      expect(res.status).toBe(404);
      expect(res.problem.title).toBe('Promo code not found');
      const init = await t.call(
        'payments/init',
        { planid: 1, period: 31, promocode: code, email: 'a@example.com' },
        parent.token,
      );
      expect(init.problem.title).toBe('Promo code not found');
    }
  });

  it('names the field when neither e-mail nor phone is given, and refuses a period the plan does not sell', async () => {
    const parent = await t.register('fields@example.com');
    const none = await t.call('payments/init', { planid: 1, period: 31 }, parent.token);
    expect(none.status).toBe(422);
    expect(none.problem.errors?.[0]?.field).toBe('email');
    const badPeriod = await t.call('payments/init', { planid: 1, period: 40, email: 'a@example.com' }, parent.token);
    expect(badPeriod.status).toBe(404);
  });

  it('a declined card leaves the licence light and the payment rejected', async () => {
    const parent = await t.register('declined@example.com');
    const start = await t.call('payments/init', { planid: 1, period: 31, email: 'declined@example.com' }, parent.token);
    const paid = await payOnCardPage(start.body.PaymentURL, TEST_CARDS.declined);
    expect(paid.location).toContain('result=fail');
    await waitForStatus(t.app.context.db, start.body.paymentId, 'REJECTED');
    const { plans, licence } = (await t.call('payments/userplans', {}, parent.token)).body;
    expect(plans).toEqual([]);
    expect(light(licence)).toBe(true);
  });
});

describe('bank notifications', () => {
  const { key, password } = { key: 'TinyTidingsDEMO', password: 'tidings-emulator-password' };
  const notify = async (fields: Record<string, unknown>, pw = password) => {
    const res = await fetch(`${t.url}/api/payments/tbank/notification`, {
      method: 'POST',
      body: JSON.stringify({ ...fields, Token: signToken(fields, pw) }),
      headers: { 'content-type': 'application/json' },
    });
    return { status: res.status, body: await res.text() };
  };

  it('applies duplicated and shuffled notifications once, forward only, and refuses forgeries', async () => {
    const parent = await t.register('notes@example.com');
    const start = await t.call('payments/init', { planid: 1, period: 31, email: 'notes@example.com' }, parent.token);
    const { orderId, amount, paymentId } = start.body;
    const base = {
      TerminalKey: key,
      OrderId: orderId,
      PaymentId: 77,
      Amount: amount,
      ErrorCode: '0',
      Pan: '500000******0009',
    };
    const statuses = ['AUTHORIZED', 'CONFIRMED', 'FORM_SHOWED', 'CONFIRMED', 'AUTHORIZED', 'CONFIRMED'];
    const forged = [
      notify({ ...base, Success: true, Status: 'CONFIRMED' }, 'wrong-password'),
      notify({ ...base, Success: true, Status: 'CONFIRMED', TerminalKey: 'OtherTerminal' }),
      notify({ ...base, Success: true, Status: 'CONFIRMED', Amount: 100 }),
      notify({ ...base, Success: true, Status: 'CONFIRMED', OrderId: 'unknown-order' }),
    ];
    for (const res of await Promise.all(forged)) expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await paymentRow(t.app.context.db, paymentId)).toMatchObject({ status: 'NEW', valid: false });
    const answers = await Promise.all(statuses.map((Status) => notify({ ...base, Success: true, Status })));
    for (const res of answers) expect([res.status, res.body]).toEqual([200, 'OK']);
    const row = await paymentRow(t.app.context.db, paymentId);
    expect(row).toMatchObject({ status: 'CONFIRMED', valid: true, applied: true });
    expect(row.info.statuses.filter((s) => s.status === 'CONFIRMED')).toHaveLength(1);
    const { plans } = (await t.call('payments/userplans', {}, parent.token)).body;
    const days = (Date.parse(plans[0].end!) - Date.now()) / 86_400_000;
    expect(days).toBeLessThan(31.1); // extended once, not three times
    // A CONFIRMED arriving after REFUNDED changes nothing.
    expect((await notify({ ...base, Success: true, Status: 'REFUNDED' })).body).toBe('OK');
    expect((await notify({ ...base, Success: true, Status: 'CONFIRMED' })).body).toBe('OK');
    expect((await paymentRow(t.app.context.db, paymentId)).status).toBe('REFUNDED');
    await waitUntil(
      async () => !(await t.call('payments/userplans', {}, parent.token)).body.plans[0].active,
      'plan ended',
    );
  });

  it('refuses a malformed notification with its field errors (422), changing nothing', async () => {
    const parent = await t.register('malformed@example.com');
    const start = await t.call(
      'payments/init',
      { planid: 1, period: 31, email: 'malformed@example.com' },
      parent.token,
    );
    const { orderId, amount, paymentId } = start.body;
    const base = { TerminalKey: key, OrderId: orderId, PaymentId: 79, Amount: amount, ErrorCode: '0', Success: true };
    const fieldsOf = async (res: Response) => ((await res.json()) as Problem).errors?.map((e) => e.field);
    const refused = async (fields: Record<string, unknown>) => {
      const res = await fetch(`${t.url}/api/payments/tbank/notification`, {
        method: 'POST',
        body: JSON.stringify({ ...fields, Token: signToken(fields, password) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(422);
      return fieldsOf(res);
    };
    expect(await refused({ ...base, Status: 'toString' })).toEqual(['Status']);
    expect(await refused({ ...base, Status: 'AUTHORIZED', Amount: String(amount) })).toEqual(['Amount']);
    const { Amount: _amount, ...noAmount } = base;
    expect(await refused({ ...noAmount, Status: 'CONFIRMED' })).toEqual(['Amount']);
    expect(await refused({ ...base, Status: 'CONFIRMED', OrderId: 42 })).toEqual(['OrderId']);
    const notAnObject = await fetch(`${t.url}/api/payments/tbank/notification`, {
      method: 'POST',
      body: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.status).toBe(422);
    expect(await paymentRow(t.app.context.db, paymentId)).toMatchObject({ status: 'NEW', valid: false });
  });

  it('moves a payment forward on a notification only for its own order and amount', async () => {
    const parent = await t.register('steps@example.com');
    const start = await t.call('payments/init', { planid: 1, period: 31, email: 'steps@example.com' }, parent.token);
    const { orderId, amount, paymentId } = start.body;
    const base = { TerminalKey: key, OrderId: orderId, PaymentId: 78, Amount: amount, ErrorCode: '0', Success: true };
    expect((await notify({ ...base, Status: 'AUTHORIZED', Amount: amount + 100 })).status).toBe(422);
    expect((await notify({ ...base, Status: 'AUTHORIZED', OrderId: `${orderId}-other` })).status).toBe(404);
    expect(await paymentRow(t.app.context.db, paymentId)).toMatchObject({ status: 'NEW' });
    const authorized = { ...base, Status: 'AUTHORIZED', Pan: '500000******0009' };
    for (const res of await Promise.all([notify(authorized), notify(authorized)]))
      expect([res.status, res.body]).toEqual([200, 'OK']);
    expect((await notify({ ...base, Status: 'FORM_SHOWED' })).body).toBe('OK');
    const row = await paymentRow(t.app.context.db, paymentId);
    expect(row).toMatchObject({ status: 'AUTHORIZED', valid: false, applied: false });
    expect(row.info).toMatchObject({ bankPaymentId: '78', cardMask: '500000******0009', kind: 'init' });
    expect(row.info.statuses.map((s) => s.status)).toEqual(['NEW', 'AUTHORIZED']);
  });
});
