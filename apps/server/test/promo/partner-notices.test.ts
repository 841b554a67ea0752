/**
 * Partners are told of their money (issue 25 point 6): a sale with their code, a monthly statement and a
 * payout each bring a notification in the app and an e-mail in the partner's language; muting the
 * per-sale notices stops only those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { earnings, payments } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buy, signInAdmin } from '../helpers/payments.js';
import { subjectOf, type ReceivedMail } from '../helpers/smtp.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
let team: string;
beforeAll(async () => {
  t = await startTestApp();
  team = await t.signInAs(['team'], 2, 'notices-team@example.com');
});
afterAll(() => t.close());

/** The message with its base64 parts decoded (Russian text is sent so). */
const mailText = (mail: ReceivedMail) =>
  mail.raw +
  (mail.raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [])
    .map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
const mailsTo = (email: string, since: number) => t.smtp.received.slice(since).filter((m) => m.to.includes(email));

async function titles(token: string): Promise<string[]> {
  const res = await t.call('notifications/list', { includeOnlyUnreadFilter: false }, token);
  return res.body.data.map((n: { title: string }) => n.title.replace(/\s/g, ' '));
}

/** Buys a year with the code, dated 10 January 2031, and waits until its earning exists. */
async function sale(code: string, email: string) {
  const parent = await t.register(email);
  const paid = await buy(t, parent.token, { promocode: code, period: 365 });
  const earningOf = async () =>
    (await t.app.context.db.select().from(earnings).where(eq(earnings.paymentId, paid.paymentId)))[0];
  await waitUntil(earningOf, `earning of payment ${paid.paymentId}`, 10_000, 50);
  const date = new Date('2031-01-10T12:00:00Z');
  await t.app.context.db.update(payments).set({ date }).where(eq(payments.id, paid.paymentId));
  await t.app.context.db.update(earnings).set({ date }).where(eq(earnings.paymentId, paid.paymentId));
}

describe('a partner is told of their money', () => {
  it('of a sale, a statement and a payout, in the app and by e-mail in ru; muting stops only the per-sale ones', async () => {
    const email = 'told-earner@example.com';
    const partner = await t.signInAs(['promo'], 4, email);
    await t.call('user/info/commonEdit', { info: { locale: 'ru' } }, partner);
    const code = { code: 'ToldCode', discount: 10, reward: 13, planid: 1, duration: '1y' as const };
    expect((await t.call('payments/promo/addcode', code, partner)).status).toBe(200);
    expect((await t.call('payments/promo/notices', {}, partner)).body).toEqual({ sales: true });

    // a year at 2 490 ₽ less 10 % is 2 241 ₽; 13 % of it is 291,33 ₽
    let since = t.smtp.received.length;
    await sale('TOLDCODE', 'told-buyer-1@example.com');
    await waitUntil(async () => (await titles(partner)).length === 1, 'the sale notification', 10_000, 50);
    expect(await titles(partner)).toEqual(['Вы заработали 291,33 ₽']);
    const saleMail = await t.smtp.waitFor(email, since);
    expect(mailText(saleMail)).toContain('Покупка по вашему промокоду TOLDCODE');
    expect(mailText(saleMail)).toContain(`${t.url}/panel/earnings`);

    // muted: three more sales tell nothing
    const muted = await t.call('payments/promo/notices/update', { sales: false }, partner);
    expect(muted.body).toEqual({ sales: false });
    expect((await t.call('payments/promo/notices', {}, partner)).body).toEqual({ sales: false });
    since = t.smtp.received.length;
    for (const n of [2, 3, 4]) await sale('TOLDCODE', `told-buyer-${n}@example.com`);
    expect(await titles(partner)).toHaveLength(1);
    expect(mailsTo(email, since)).toEqual([]);

    // the statement and the payout still tell: 4 × 291,33 ₽ is above the 1 000 ₽ minimum, so it is due
    await t.app.context.promo.payouts.run(new Date('2031-03-01T03:00:00Z'));
    expect((await titles(partner))[0]).toBe('Ваша выписка за март 2031');
    const statementMail = await t.smtp.waitFor(email, since);
    expect(mailText(statementMail).replace(/\s/g, ' ')).toContain('Вам причитается 1 165,32 ₽');
    const [statement] = (await t.call('payments/payouts/list', {}, partner)).body.statements;
    since = t.smtp.received.length;
    const paid = await t.call('team/payouts/markpaid', { id: statement.id, reference: 'SBP-77' }, team);
    expect(paid.status).toBe(200);
    expect((await titles(partner))[0]).toBe('Мы выплатили вам 1 165,32 ₽');
    const paidMail = await t.smtp.waitFor(email, since);
    expect(subjectOf(paidMail.raw).replace(/\s/g, ' ')).toMatch(/^Мы выплатили вам 1 165,32 ₽/);
    expect(mailText(paidMail)).toContain('SBP-77');
    // marking paid goes into the statement's history (issue 25 point 9)
    const log = (await t.call('team/audit/list', { subject: `statement:${statement.id}` }, team)).body.data;
    expect(log).toEqual([
      expect.objectContaining({
        action: 'markPaid',
        actor: 'notices-team@example.com',
        before: { status: 'due', reference: null },
        after: { status: 'paid', reference: 'SBP-77' },
      }),
    ]);
  });

  it('tells an English partner in English, and only partners may change the setting', async () => {
    const email = 'told-en@example.com';
    const partner = await t.signInAs(['promo'], 4, email);
    const code = { code: 'EnglishTold', discount: 10, reward: 13, planid: 1, duration: '1y' as const };
    expect((await t.call('payments/promo/addcode', code, partner)).status).toBe(200);
    const since = t.smtp.received.length;
    await sale('ENGLISHTOLD', 'told-en-buyer@example.com');
    await waitUntil(async () => (await titles(partner)).length === 1, 'the sale notification', 10_000, 50);
    expect(await titles(partner)).toEqual(['You earned ₽291.33']);
    expect(mailText(await t.smtp.waitFor(email, since))).toContain('A purchase with your code ENGLISHTOLD earned you');
    // the admin's payments list names the code's partner, for the row's link to them (issue 25 point 8)
    const admin = await signInAdmin(t);
    const listed = await t.call(
      'admin/payments/list',
      { pageNumber: 0, pageSize: 20, searchStrFilter: 'told-en-buyer@' },
      admin,
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({ email: 'told-en-buyer@example.com', promoCode: 'ENGLISHTOLD', partnerEmail: email }),
    ]);
    const parent = await t.register('not-a-partner@example.com');
    expect((await t.call('payments/promo/notices/update', { sales: false }, parent.token)).status).toBe(403);
    expect((await t.callUnchecked('payments/promo/notices/update', { sales: 'no' }, partner)).status).toBe(422);
  });
});
