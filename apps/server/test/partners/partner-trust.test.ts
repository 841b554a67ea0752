/**
 * A team that leaves a trace (issue 34 point 2, decision 086): the team's edit of a partner's data is recorded
 * field by field and told to the partner; a change of a verified partner's bank details sends them to a
 * recheck; unverifying needs a reason, which the partner reads with what to do while their earned money stays
 * in view; a partner turned back into a user is told and still sees what they are owed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutStatements } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { decodeBody } from '../helpers/smtp.js';
import { partnerBankOk, partnerInfo } from '../helpers/partner-data.js';

let t: TestApp;
let team: string;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false' });
  team = await t.signInAs(['team'], 2, 'trust-team@example.com');
});
afterAll(() => t.close());

const [info, bankOk] = [partnerInfo, partnerBankOk];

async function verifiedPartner(email: string) {
  const partner = await t.register(email, 'secret-password', 4);
  await t.call('partner/info/update', { info, paymentinfo: bankOk }, partner.token);
  expect((await t.call('team/partner/verify', { userid: partner.id }, team)).status).toBe(200);
  return partner;
}
const titles = async (token: string) =>
  (await t.call('notifications/list', { includeOnlyUnreadFilter: false }, token)).body.data.map((n) => n.title);
const historyOf = async (id: number) => (await t.call('team/audit/list', { subject: `user:${id}` }, team)).body.data;
/** A due statement of 345.60 ₽ for the partner, as a payout pass would leave it. */
const owed = (owner: number) =>
  t.app.context.db
    .insert(payoutStatements)
    .values({ owner, month: '2031-02', currency: 'rub', total: 34560, status: 'due' });

describe("the team's edit of a partner", () => {
  it('records the changed fields before and after, tells the partner, and rechecks changed bank details', async () => {
    const { token, id } = await verifiedPartner('edited-partner@example.com');
    const since = t.smtp.received.length;
    const newBank = { ...bankOk, account: '40702810000000000999', bic: '044525974' };
    const edited = await t.call('team/partner/info/update', { userid: id, info, paymentinfo: newBank }, team);
    expect(edited.body).toMatchObject({ status: 'rechecking', veriefied: false });

    const [entry] = await historyOf(id);
    expect(entry).toMatchObject({
      action: 'partnerEdit',
      actor: 'trust-team@example.com',
      before: { account: '40702810000000000001', bic: '044525225' },
      after: { account: '40702810000000000999', bic: '044525974', recheck: true },
    });
    // the partner's page names the change; the codes keep working while the team rechecks
    const own = (await t.call('partner/info/get', {}, token)).body;
    expect(own).toMatchObject({ status: 'rechecking', teamChange: { fields: ['account', 'bic'], recheck: true } });
    expect((await t.call('user/info/get', {}, token)).body.features).toContain('promo');
    expect((await titles(token))[0]).toBe('Our team changed your payout details');
    const mail = await t.smtp.waitFor('edited-partner@example.com', since);
    expect(decodeBody(mail.raw)).toContain('Our team changed your partner details: account number, BIC.');
  });

  it('keeps verification for a contact change, and records nothing for the same data', async () => {
    const { token, id } = await verifiedPartner('contact-edit@example.com');
    const edited = await t.call(
      'team/partner/info/update',
      { userid: id, info: { ...info, lastName: 'Fixed' }, paymentinfo: bankOk },
      team,
    );
    expect(edited.body).toMatchObject({ status: 'verified', teamChange: { fields: ['lastName'], recheck: false } });
    expect((await historyOf(id))[0]).toMatchObject({ before: { lastName: 'Blog' }, after: { lastName: 'Fixed' } });
    expect((await titles(token))[0]).toBe('Our team changed your partner details');
    const count = (await historyOf(id)).length;
    await t.call(
      'team/partner/info/update',
      { userid: id, info: { ...info, lastName: 'Fixed' }, paymentinfo: bankOk },
      team,
    );
    expect(await historyOf(id)).toHaveLength(count);
  });
});

describe('unverifying', () => {
  it('needs a reason; the partner reads it with what to do, and their money stays in view', async () => {
    const { token, id } = await verifiedPartner('refused-partner@example.com');
    await owed(id);
    for (const reason of [undefined, '', '   ']) {
      const res = await t.callUnchecked('team/partner/unverify', { userid: id, reason }, team);
      expect(res.status).toBe(422);
      expect(res.problem.errors?.map((e) => e.field)).toEqual(['reason']);
    }
    expect((await t.call('partner/info/get', {}, token)).body.status).toBe('verified');

    const since = t.smtp.received.length;
    const reason = 'The bank account belongs to someone else';
    expect((await t.call('team/partner/unverify', { userid: id, reason }, team)).status).toBe(200);
    const own = (await t.call('partner/info/get', {}, token)).body;
    expect(own).toMatchObject({ status: 'refused', refusal: { reason } });
    const mail = decodeBody((await t.smtp.waitFor('refused-partner@example.com', since)).raw);
    expect(mail).toContain(`Why: ${reason}.`);
    expect(mail).toContain('Correct your details in partner information and save them');
    // no longer verified, still owed: the statement and its status
    const payouts = await t.call('payments/payouts/list', {}, token);
    expect(payouts.status).toBe(200);
    expect(payouts.body.balance).toMatchObject({ due: 34560 });
    expect(payouts.body.statements[0]).toMatchObject({ status: 'due', total: 34560 });
    // not the team's queue until the partner acts; their new save is checked again
    const queue = async () =>
      (
        await t.call(
          'team/users/list',
          { searchStrFilter: 'refused-partner', fieldsFilter: { awaitingVerification: true } },
          team,
        )
      ).body.data.length;
    expect(await queue()).toBe(0);
    const saved = await t.call(
      'partner/info/update',
      { info, paymentinfo: { ...bankOk, account: '40702810000000000777' } },
      token,
    );
    expect(saved.body).toMatchObject({ status: 'verifying', refusal: null });
    expect(await queue()).toBe(1);
  });
});

describe('a partner turned back into a user', () => {
  it('is told, and still sees what they are owed', async () => {
    const { token, id } = await verifiedPartner('demoted-partner@example.com');
    await owed(id);
    const since = t.smtp.received.length;
    expect((await t.call('team/users/changetype', { id, type: 0 }, team)).status).toBe(200);
    expect((await titles(token))[0]).toBe('You are no longer a partner');
    const mail = decodeBody((await t.smtp.waitFor('demoted-partner@example.com', since)).raw);
    expect(mail).toContain('What you earned stays yours');
    expect(mail).toContain(`${t.url}/partnership`);
    const payouts = await t.call('payments/payouts/list', {}, token);
    expect(payouts.status).toBe(200);
    expect(payouts.body.balance).toMatchObject({ due: 34560 });
  });
});
