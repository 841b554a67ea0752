/**
 * Sharing a promo code (issue 34 point 1) over HTTP against the bank emulator: a referral link's visits and
 * the accounts made after one are counted per code with nothing of the visitor kept; a partner pauses and
 * resumes their own code and checkout says a paused code is paused; each code's numbers by month and over
 * its lifetime, for the partner and for the team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword, PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { earnings, referralEvents } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/app.js';
import { buy, partnerWithCode, startWithStaff, refundStatus } from '../helpers/payments.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
let admin: string;
let team: string;
beforeAll(async () => {
  ({ t, admin, team } = await startWithStaff('numbers-team@example.com'));
});
afterAll(() => t.close());

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** user/create as the web's sign-up form sends it after a referral link. */
async function signUp(email: string, referral?: string) {
  const res = await t.call('user/create', {
    login: email,
    password: await hashPassword(email, 'secret-password'),
    parentConsent: PRIVACY_NOTICE_VERSION,
    ...(referral ? { referral } : {}),
  });
  expect(res.status).toBe(200);
}

const numbersOf = async (token: string, month = thisMonth()) => {
  const res = await t.call('payments/promo/numbers', { month }, token);
  expect(res.status).toBe(200);
  return res.body;
};

describe('referral links', () => {
  it('counts a visit per opening of the link and keeps nothing of the visitor', async () => {
    const partner = await partnerWithCode(t, 'linker@example.com', 'LinkerCode');
    const visit = await t.call('promo/referral/visit', { code: 'linkercode' });
    expect(visit.status).toBe(200);
    expect(visit.body).toEqual({ code: 'LINKERCODE', planid: 1, discount: 10, status: 'active' });
    await t.call('promo/referral/visit', { code: 'LINKERCODE' });
    expect((await t.call('promo/referral/visit', { code: 'NOSUCHCODE' })).status).toBe(404);

    const rows = await t.app.context.db.select().from(referralEvents).where(eq(referralEvents.codeId, partner.codeId));
    expect(rows).toHaveLength(2);
    // only the code, the kind and the moment: no address, browser or account
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['at', 'codeId', 'id', 'kind']);
    expect((await numbersOf(partner.token)).codes[0]).toMatchObject({
      code: 'LINKERCODE',
      month: { visits: 2, signups: 0 },
      lifetime: { visits: 2, signups: 0 },
    });
  });

  it('counts a new account made after the link once; a taken address or an unknown code counts nothing', async () => {
    const partner = await partnerWithCode(t, 'signups@example.com', 'SignupsCode');
    await signUp('referred-parent@example.com', 'signupscode');
    await signUp('referred-parent@example.com', 'SIGNUPSCODE');
    await signUp('plain-parent@example.com');
    await signUp('lost-parent@example.com', 'NOSUCHCODE');
    expect((await numbersOf(partner.token)).codes[0]?.lifetime).toMatchObject({ visits: 0, signups: 1 });
  });
});

describe('pausing a code', () => {
  it('the owner pauses and resumes it; checkout says it is paused meanwhile', async () => {
    const partner = await partnerWithCode(t, 'pauser@example.com', 'PauserCode');
    const other = await partnerWithCode(t, 'other-pauser@example.com', 'OtherPauser');
    const parent = await t.register('pause-parent@example.com');

    const paused = await t.call('payments/promo/pause', { id: partner.codeId, paused: true }, partner.token);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ code: 'PAUSERCODE', status: 'paused', active: false, switchedOff: true });
    const listed = (await t.call('payments/promo/list', { pageNumber: 0, pageSize: 20 }, partner.token)).body;
    expect(listed.data[0]).toMatchObject({ status: 'paused', switchedOff: true });

    const check = await t.call('payments/checkpromo', { code: 'pausercode', planid: 1 }, parent.token);
    expect(check.status).toBe(409);
    expect(check.problem).toMatchObject({ key: 'errors.promoPaused' });
    const init = await t.call(
      'payments/init',
      { planid: 1, period: 31, email: 'pause-parent@example.com', promocode: 'PAUSERCODE' },
      parent.token,
    );
    expect(init.status).toBe(409);
    // the link still opens and tells the visitor the code is paused
    expect((await t.call('promo/referral/visit', { code: 'PAUSERCODE' })).body.status).toBe('paused');

    // another partner cannot touch it; an ordinary user has no such call
    expect((await t.call('payments/promo/pause', { id: partner.codeId, paused: false }, other.token)).status).toBe(404);
    expect((await t.call('payments/promo/pause', { id: partner.codeId, paused: false }, parent.token)).status).toBe(
      403,
    );

    const resumed = await t.call('payments/promo/pause', { id: partner.codeId, paused: false }, partner.token);
    expect(resumed.body).toMatchObject({ status: 'active', active: true, switchedOff: false });
    expect((await t.call('payments/checkpromo', { code: 'PAUSERCODE', planid: 1 }, parent.token)).body).toEqual({
      code: 'PAUSERCODE',
      feature: { discount: 10 },
    });
  });
});

describe("a code's numbers", () => {
  it('purchases, revenue, refunds and reward by month and over the lifetime, for the partner and the team', async () => {
    const partner = await partnerWithCode(t, 'counted@example.com', 'CountedCode');
    await partnerWithCode(t, 'counted-second@example.com', 'NotMineCode');
    await t.call('promo/referral/visit', { code: 'COUNTEDCODE' });
    const parent = await t.register('counted-parent@example.com');
    const paid = await buy(t, parent.token, { promocode: 'COUNTEDCODE' });
    const second = await t.register('counted-parent-2@example.com');
    const other = await buy(t, second.token, { promocode: 'COUNTEDCODE' });
    for (const p of [paid, other])
      await waitUntil(
        async () => (await t.app.context.db.select().from(earnings).where(eq(earnings.paymentId, p.paymentId)))[0],
        `earning of payment ${p.paymentId}`,
        10_000,
        50,
      );
    // 269 ₽ each; 100 ₽ of the second refunded
    expect(await refundStatus(t, admin, other.paymentId, 10000)).toBe(200);
    await waitUntil(
      async () =>
        (await t.app.context.db.select().from(earnings).where(eq(earnings.paymentId, other.paymentId)))[0]?.refunded ===
        10000,
      'the refund reaches the earning',
      10_000,
      50,
    );

    const expected = { visits: 1, signups: 0, purchases: 2, revenue: 53800, refunds: 10000, reward: 3497 + 2197 };
    const mine = await numbersOf(partner.token);
    expect(mine.currency).toBe('rub');
    expect(mine.codes).toEqual([
      { id: partner.codeId, code: 'COUNTEDCODE', status: 'active', month: expected, lifetime: expected },
    ]);
    // a month of nothing still shows the lifetime
    const earlier = await numbersOf(partner.token, '2020-01');
    expect(earlier.codes[0]).toMatchObject({
      month: { visits: 0, signups: 0, purchases: 0, revenue: 0, refunds: 0, reward: 0 },
      lifetime: expected,
    });

    const teamView = await t.call('team/promo/numbers', { owner: partner.owner, month: thisMonth() }, team);
    expect(teamView.status).toBe(200);
    expect(teamView.body).toEqual(mine);
    expect(
      (await t.call('team/promo/numbers', { owner: partner.owner, month: thisMonth() }, partner.token)).status,
    ).toBe(403);
    expect((await t.call('payments/promo/numbers', { month: '2026-13' }, partner.token)).status).toBe(422);
  });
});
