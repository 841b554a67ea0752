/**
 * Decision 083's addendum: the parent's own interface language is kept on the server (users.parent_locale)
 * so that what the server writes to the parent, e-mails and notices, is in it, while the account's language
 * (the feed's) stays the chosen child's. An English-reading parent who chose a Russian child reads English mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword, PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { decodeBody, subjectOf } from '../helpers/smtp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const accountRow = async (id: number) =>
  (await t.app.context.db.select().from(users).where(eq(users.id, id)).limit(1))[0]!;

/** A parent whose chosen child, Masha, has Russian stories: the account's language is then ru. */
async function parentOfMasha(email: string) {
  const parent = await t.register(email, 'old-password');
  await t.call('user/children/list', {}, parent.token);
  const saved = await t.call(
    'user/children/save',
    { child: { name: 'Маша', birthday: '2020-03-01', locale: 'ru', avatar: 'cat' } },
    parent.token,
  );
  const masha = saved.body.children.find((c) => c.name === 'Маша')!.uid;
  expect((await t.call('user/children/choose', { uid: masha }, parent.token)).status).toBe(200);
  expect((await accountRow(parent.id)).locale).toBe('ru');
  return parent;
}

async function changePassword(email: string, token: string) {
  const since = t.smtp.received.length;
  const res = await t.call('user/password/prechange', { password: await hashPassword(email, 'new-password') }, token);
  expect(res.status).toBe(200);
  return subjectOf((await t.smtp.waitFor(email, since)).raw);
}

describe("the parent's own language on the server", () => {
  it("writes the parent's e-mails in it while the feed follows the chosen Russian child", async () => {
    const email = 'english-parent@example.com';
    const parent = await parentOfMasha(email);
    const res = await t.call('user/info/language', { locale: 'en' }, parent.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const row = await accountRow(parent.id);
    expect([row.parentLocale, row.locale]).toEqual(['en', 'ru']);
    // the profile says both: the feed's language (Masha's) and the parent's, which a new device shows
    const { info } = (await t.call('user/info/get', {}, parent.token)).body;
    expect([info.locale, info.parentLocale]).toEqual(['ru', 'en']);

    expect(await changePassword(email, parent.token)).toMatch(/^Your password was changed · Tiny Tidings/);

    // someone registering with the address: its owner is told in the parent's language, not the browser's
    const since = t.smtp.received.length;
    const attempt = await fetch(`${t.url}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru-RU' },
      body: JSON.stringify({
        parentConsent: PRIVACY_NOTICE_VERSION,
        login: email,
        password: await hashPassword(email, 'x'),
        type: 0,
      }),
    });
    expect(attempt.status).toBe(200);
    const mail = await t.smtp.waitFor(email, since);
    expect(decodeBody(mail.raw)).toContain('Someone tried to register at Tiny Tidings with this address');
  });

  it("without one, the parent's e-mails keep the account's language (the chosen child's)", async () => {
    const email = 'unset-parent@example.com';
    const parent = await parentOfMasha(email);
    expect((await accountRow(parent.id)).parentLocale).toBeNull();
    expect(await changePassword(email, parent.token)).toMatch(/^Пароль изменён · Tiny Tidings/);
  });

  it('takes en or ru only, naming the field otherwise, and needs a session', async () => {
    const parent = await t.register('picky-parent@example.com');
    for (const locale of ['de', '', 42, null]) {
      const res = await t.callUnchecked('user/info/language', { locale }, parent.token);
      expect(res.status, String(locale)).toBe(422);
      expect(res.problem.errors?.map((e) => e.field)).toEqual(['locale']);
    }
    const missing = await t.callUnchecked('user/info/language', {}, parent.token);
    expect(missing.problem.errors?.map((e) => e.field)).toEqual(['locale']);
    expect((await t.call('user/info/language', { locale: 'ru' })).status).toBe(401);
    expect((await accountRow(parent.id)).parentLocale).toBeNull();
    // a change of it is saved; the same one again changes nothing
    expect((await t.call('user/info/language', { locale: 'ru' }, parent.token)).status).toBe(200);
    expect((await t.call('user/info/language', { locale: 'ru' }, parent.token)).status).toBe(200);
    expect((await accountRow(parent.id)).parentLocale).toBe('ru');
  });
});
