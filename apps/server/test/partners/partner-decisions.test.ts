/**
 * What the team's partner decisions do beyond the features (issue 25 points 6, 9, 11): the partner is told
 * in the app and by e-mail, the decision goes into the audit log, and the team's queue lists the partners
 * whose data waits for a check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { decodeBody, type ReceivedMail } from '../helpers/smtp.js';
import { partnerBankOk, partnerInfo } from '../helpers/partner-data.js';

let t: TestApp;
let team: string;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false' });
  team = await t.signInAs(['team'], 2);
});
afterAll(() => t.close());

const [info, bankOk] = [partnerInfo, partnerBankOk];
/** The message with its base64 parts decoded (Russian text is sent so). */
const mailText = (mail: ReceivedMail) =>
  decodeBody(mail.raw) +
  (mail.raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [])
    .map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');

describe('the team decides on a partner', () => {
  it('tells the partner of the decision in the app and by e-mail, in their language (issue 25 point 6)', async () => {
    const { token, id } = await t.register('told-partner@example.com', 'secret-password', 4);
    await t.call('user/info/commonEdit', { info: { locale: 'ru' } }, token);
    await t.call('partner/info/update', { info, paymentinfo: bankOk }, token);
    const notes = async () =>
      (await t.call('notifications/list', { includeOnlyUnreadFilter: false }, token)).body.data.map((n) => [
        n.title,
        n.actions?.[0]?.address,
      ]);

    const before = t.smtp.received.length;
    await t.call('team/partner/verify', { userid: id }, team);
    expect(await notes()).toEqual([['Вы подтверждённый партнёр', '/panel/promocodes']]);
    const verifiedMail = await t.smtp.waitFor('told-partner@example.com', before);
    expect(mailText(verifiedMail)).toContain('Команда проверила ваши данные');
    expect(mailText(verifiedMail)).toContain(`${t.url}/panel/promocodes`);
    // verifying again is not a new decision
    await t.call('team/partner/verify', { userid: id }, team);
    expect(await notes()).toHaveLength(1);

    const mid = t.smtp.received.length;
    await t.call('team/partner/unverify', { userid: id, reason: 'ссылка на канал не открывается' }, team);
    expect((await notes())[0]).toEqual(['Данные партнёра нужно проверить заново', '/panel/partnerinfo']);
    // the audit log: who, what, when, before and after, newest first (issue 25 point 9)
    const log = (await t.call('team/audit/list', { subject: `user:${id}` }, team)).body.data;
    const teamEmail = (await t.call('user/info/get', {}, team)).body.info.email;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['unverify', 'verify', 'verify']);
    expect(log[0]).toMatchObject({
      actor: teamEmail,
      before: { verified: true, promo: true },
      after: { verified: false, promo: false, reason: 'ссылка на канал не открывается' },
    });
    expect(Date.parse(log[0].date)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.call('team/audit/list', { subject: `user:${id}` }, token)).status).toBe(403);
    // a moderator acts on stories, not partners: a partner's verification is not theirs to read (issue 32 §4)
    const moderator = await t.signInAs(['moderation'], 8);
    expect((await t.call('team/audit/list', { subject: `user:${id}` }, moderator)).status).toBe(403);
    expect((await t.call('team/audit/list', { subject: 'payments; drop' }, team)).status).toBe(422);
    const unverifiedMail = await t.smtp.waitFor('told-partner@example.com', mid);
    expect(mailText(unverifiedMail)).toContain('промокоды приостановлены');
    expect(mailText(unverifiedMail)).toContain('Причина: ссылка на канал не открывается');
    expect(mailText(unverifiedMail)).toContain(`${t.url}/panel/partnerinfo`);
  });

  it('lists the partners awaiting verification for the team: new data and rechecked changes', async () => {
    const waiting = await t.register('queue-new@example.com', 'secret-password', 4);
    await t.call('partner/info/update', { info, paymentinfo: bankOk }, waiting.token);
    const rechecking = await t.register('queue-changed@example.com', 'secret-password', 4);
    await t.call('partner/info/update', { info, paymentinfo: bankOk }, rechecking.token);
    await t.call('team/partner/verify', { userid: rechecking.id }, team);
    const done = await t.register('queue-done@example.com', 'secret-password', 4);
    await t.call('partner/info/update', { info, paymentinfo: bankOk }, done.token);
    await t.call('team/partner/verify', { userid: done.id }, team);
    await t.register('queue-empty@example.com', 'secret-password', 4);
    const queue = async () =>
      (
        await t.call(
          'team/users/list',
          { searchStrFilter: 'queue-', fieldsFilter: { awaitingVerification: true } },
          team,
        )
      ).body.data.map((r) => r.email);
    expect(await queue()).toEqual(['queue-new@example.com']);
    await t.call(
      'partner/info/update',
      { info: { ...info, lastName: 'Changed' }, paymentinfo: bankOk, confirm: true },
      rechecking.token,
    );
    expect((await queue()).sort()).toEqual(['queue-changed@example.com', 'queue-new@example.com']);
    await t.call('team/partner/verify', { userid: waiting.id }, team);
    expect(await queue()).toEqual(['queue-changed@example.com']);
  });
});
