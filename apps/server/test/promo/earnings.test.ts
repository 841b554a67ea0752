/**
 * Earnings and payouts over HTTP against the bank emulator (decision 021): a purchase with a code earns its
 * owner the reward, refunds take it back in full or in proportion; monthly statements over several months
 * with a movable clock: the hold, the minimum roll-over, marking paid, a negative line after payout, CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { earnings, partnerInfo, payments } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/app.js';
import { buy, partnerWithCode, startWithStaff, refundStatus } from '../helpers/payments.js';
import { waitUntil } from '../helpers/wait.js';
import { partnerBankOk, partnerInfo as partnerContact } from '../helpers/partner-data.js';

let t: TestApp;
let admin: string;
let team: string;
beforeAll(async () => {
  ({ t, admin, team } = await startWithStaff('team@example.com'));
});
afterAll(() => t.close());

const thisMonth = () => {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
};

/** Buys with the code and waits until its earning exists. */
async function buyWith(code: string, email: string, period = 31) {
  const parent = await t.register(email);
  const paid = await buy(t, parent.token, { promocode: code, period });
  await waitUntil(
    async () => (await t.app.context.db.select().from(earnings).where(eq(earnings.paymentId, paid.paymentId)))[0],
    `earning of payment ${paid.paymentId}`,
    10_000,
    50,
  );
  return { ...paid, parentId: parent.id };
}

describe('earnings', () => {
  it('a purchase with a code earns its owner reward % of the amount paid, rounded down to kopecks', async () => {
    const partner = await partnerWithCode(t, 'earner@example.com', 'EarnerCode');
    const paid = await buyWith('earnercode', 'earner-parent@example.com');
    // 299 ₽ less 10 % (30 ₽) = 269 ₽; 13 % of 26 900 kopecks = 3 497 kopecks
    expect(paid.amount).toBe(26900);
    const mine = await t.call('payments/promo/codeusage', thisMonth(), partner.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      {
        reward: 3497,
        currency: 'rub',
        cancelled: 0,
        userid: paid.parentId,
        date: expect.any(String),
        owner: partner.owner,
        code: 'EARNERCODE',
      },
    ]);
    const all = (await t.call('team/promo/codeusage', thisMonth(), team)).body;
    expect(all).toContainEqual(expect.objectContaining({ owner: partner.owner, ownerEmail: 'earner@example.com' }));
    // another month has none of it
    expect(
      (await t.call('payments/promo/codeusage', { start: '2020-01-01', end: '2020-01-31' }, partner.token)).body,
    ).toEqual([]);
    const tooLong = await t.call('payments/promo/codeusage', { start: '2026-01-01', end: '2026-03-31' }, partner.token);
    expect(tooLong.status).toBe(422);
    expect(tooLong.problem.errors?.[0]?.field).toBe('end');
    expect((await t.call('team/promo/codeusage', thisMonth(), partner.token)).status).toBe(403);
  });

  it('a full refund cancels the reward; a partial one takes it back in proportion', async () => {
    const partner = await partnerWithCode(t, 'refunded@example.com', 'RefundCode');
    const full = await buyWith('REFUNDCODE', 'refund-full@example.com');
    const part = await buyWith('REFUNDCODE', 'refund-part@example.com');
    expect(await refundStatus(t, admin, full.paymentId, full.amount)).toBe(200);
    expect(await refundStatus(t, admin, part.paymentId, 10000)).toBe(200);
    const rows = (await t.call('payments/promo/codeusage', thisMonth(), partner.token)).body;
    const of = (userid: number) => rows.find((r: { userid: number }) => r.userid === userid);
    expect(of(full.parentId)).toMatchObject({ reward: 0, cancelled: 2 });
    // 13 % of the 16 900 kopecks kept
    expect(of(part.parentId)).toMatchObject({ reward: 2197, cancelled: 1 });
  });
});

describe('payouts', () => {
  /** The movable clock: the payment (and its earning) dated `iso`. */
  async function dateTo(paymentId: number, iso: string) {
    const date = new Date(iso);
    await t.app.context.db.update(payments).set({ date }).where(eq(payments.id, paymentId));
    await t.app.context.db.update(earnings).set({ date }).where(eq(earnings.paymentId, paymentId));
  }
  const run = (at: string) => t.app.context.promo.payouts.run(new Date(at));
  const mine = async (token: string) => (await t.call('payments/payouts/list', {}, token)).body;

  it('holds, rolls over below the minimum, pays, and turns a later refund into a negative line', async () => {
    const partner = await partnerWithCode(t, 'payee@example.com', 'PayeeCode');
    // the payee's name and bank details, as their form saves them (the CSV carries them: decision 087)
    await t.app.context.db.insert(partnerInfo).values({
      userId: partner.owner,
      info: partnerContact,
      paymentinfo: { ...partnerBankOk, account: partnerBankOk.account.replace(/\s/g, '') },
    });
    // a year at 2 490 ₽ less 10 % is 2 241 ₽; 13 % of it is 291.33 ₽, below the 1 000 ₽ minimum alone
    const a = await buyWith('PAYEECODE', 'payee-a@example.com', 365);
    const b = await buyWith('PAYEECODE', 'payee-b@example.com', 365);
    await dateTo(a.paymentId, '2030-01-10T12:00:00Z');
    await dateTo(b.paymentId, '2030-01-10T12:00:00Z');
    // An earning whose write was lost is made again by the pass's sweep.
    await t.app.context.db.delete(earnings).where(eq(earnings.paymentId, b.paymentId));

    await run('2030-02-01T03:00:00Z');
    // paid on 10 January: payable 30 days later, after 1 February
    expect((await mine(partner.token)).statements).toEqual([]);
    expect((await mine(partner.token)).balance).toMatchObject({
      pending: 2 * 29133,
      due: 0,
      minimum: 100000,
      holdDays: 30,
    });

    await run('2030-03-01T03:00:00Z');
    let list = await mine(partner.token);
    expect(list.statements).toHaveLength(1);
    expect(list.statements[0]).toMatchObject({ month: '2030-03', total: 58266, status: 'rolledover' });
    expect(list.statements[0].lines).toEqual([
      expect.objectContaining({ kind: 'earning', amount: 29133, code: 'PAYEECODE' }),
      expect.objectContaining({ kind: 'earning', amount: 29133, code: 'PAYEECODE' }),
    ]);
    expect(list.balance).toMatchObject({ pending: 0, rolledOver: 58266, due: 0 });

    const more = [];
    for (const email of ['payee-c@example.com', 'payee-d@example.com', 'payee-e@example.com'])
      more.push(await buyWith('PAYEECODE', email, 365));
    for (const p of more) await dateTo(p.paymentId, '2030-02-20T00:00:00Z');
    await run('2030-04-01T03:00:00Z');
    await run('2030-04-15T03:00:00Z'); // the same month again makes nothing new
    list = await mine(partner.token);
    expect(list.statements.map((s: { month: string }) => s.month)).toEqual(['2030-04', '2030-03']);
    const april = list.statements[0];
    expect(april).toMatchObject({ total: 3 * 29133 + 58266, status: 'due' });
    expect(april.lines.filter((l: { kind: string }) => l.kind === 'carried')).toEqual([
      expect.objectContaining({ amount: 58266 }),
    ]);
    expect(list.balance).toMatchObject({ rolledOver: 0, due: 145665 });

    // the team sees it, marks it paid once, and exports the month
    const teamList = (await t.call('team/payouts/list', { month: '2030-04' }, team)).body;
    expect(teamList.data).toContainEqual(expect.objectContaining({ id: april.id, ownerEmail: 'payee@example.com' }));
    const paid = await t.call('team/payouts/markpaid', { id: april.id, reference: 'SBP-2030-04-001' }, team);
    expect(paid.body).toEqual({ success: true });
    const twice = await t.call('team/payouts/markpaid', { id: april.id, reference: 'again' }, team);
    expect(twice.status).toBe(409);
    const rolled = list.statements[1].id;
    expect((await t.call('team/payouts/markpaid', { id: rolled, reference: 'x' }, team)).status).toBe(409);
    expect((await t.call('team/payouts/markpaid', { id: april.id, reference: 'x' }, partner.token)).status).toBe(403);
    const csv = (await t.call('team/payouts/export', { month: '2030-04' }, team)).body;
    expect(csv.filename).toBe('payouts-2030-04.csv');
    const lines = csv.csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'statement,owner,email,name,month,currency,total,status,reference,paid_at,' +
        'country,payee_status,inn,ogrn,bank,bic,account,corr_account',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${april.id},${partner.owner},payee@example.com,Anna Blog,2030-04,rub,1456.65,paid,SBP-2030-04-001,20[^,]+,` +
            'RU,se,1234567890,,Tiny Bank,044525225,40702810000000000001,30101810400000000225$',
        ),
      ),
    );
    expect((await mine(partner.token)).balance).toMatchObject({ due: 0, paid: 145665 });

    // a refund after the payout: a negative line on the next statement, which rolls over
    expect(await refundStatus(t, admin, a.paymentId, a.amount)).toBe(200);
    await run('2030-05-01T03:00:00Z');
    list = await mine(partner.token);
    expect(list.statements[0]).toMatchObject({ month: '2030-05', total: -29133, status: 'rolledover' });
    expect(list.statements[0].lines).toEqual([expect.objectContaining({ kind: 'reversal', amount: -29133 })]);
    expect(list.balance).toMatchObject({ rolledOver: -29133, paid: 145665 });
  });
});
