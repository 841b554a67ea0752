import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { ACCOUNT_EXPORT_PATH, hashPassword, PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { decodeBody, linkFrom } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('registration and e-mail confirmation', () => {
  it('registers, mails a confirmation link over SMTP and confirms the address with it', async () => {
    const email = 'Parent.One@Example.com';
    const since = t.smtp.received.length;
    const res = await t.call('user/create', {
      parentConsent: PRIVACY_NOTICE_VERSION,
      login: email,
      password: await hashPassword(email, 'pw-123456'),
      type: 0,
      locale: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const signedIn = await t.call('user/signinv2', { login: email, password: await hashPassword(email, 'pw-123456') });
    expect(signedIn.body.token).toMatch(/^[\w-]{40,}$/);
    expect(signedIn.body.info).toMatchObject({ email: 'parent.one@example.com', type: 0, emailConfirmed: false });

    const mail = await t.smtp.waitFor('parent.one@example.com', since);
    expect(mail.raw).toContain('Please confirm your e-mail address');
    const link = linkFrom(mail, '/confirm');
    expect(link.searchParams.get('type')).toBe('email');

    const activated = await t.call('user/activate', { hash: link.searchParams.get('hash')! });
    expect(activated.status).toBe(200);
    const me = await t.call('user/info/get', {}, signedIn.body.token);
    expect(me.body.info.emailConfirmed).toBe(true);
    // A second click on the same link still reads as confirmed.
    expect((await t.call('user/activate', { hash: link.searchParams.get('hash')! })).status).toBe(200);
  });

  it('writes the confirmation in Russian for a Russian sign-up', async () => {
    const since = t.smtp.received.length;
    await t.call('user/create', {
      parentConsent: PRIVACY_NOTICE_VERSION,
      login: 'mama@example.ru',
      password: await hashPassword('mama@example.ru', 'pw'),
      type: 0,
      locale: 'ru',
    });
    const mail = await t.smtp.waitFor('mama@example.ru', since);
    expect(mail.raw).toMatch(/=\?UTF-8\?|Подтвердите/);
  });

  it('rejects an unknown confirmation hash with the verification error', async () => {
    const res = await t.call('user/activate', { hash: 'not-a-real-hash' });
    expect(res.status).toBe(400);
    expect(res.problem.title).toBe('An error occurred while verifying the email. Please contact support.');
  });

  it('answers a taken e-mail (any letter case) as a new one, e-mails its owner, and keeps the account', async () => {
    await t.register('twice@example.com');
    const since = t.smtp.received.length;
    const answers = [];
    for (const login of ['TWICE@example.com', 'brand-new@example.com'])
      answers.push(
        await t.call('user/create', {
          parentConsent: PRIVACY_NOTICE_VERSION,
          login,
          password: await hashPassword(login, 'x'),
          type: 0,
        }),
      );
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { success: true }],
      [200, { success: true }],
    ]);
    const mail = await t.smtp.waitFor('twice@example.com', since);
    expect(decodeBody(mail.raw)).toContain('Someone tried to register at Tiny Tidings with this address');
    // the attempt changed nothing: the old password still signs in, the attempted one does not
    const old = await t.call('user/signinv2', {
      login: 'twice@example.com',
      password: await hashPassword('twice@example.com', 'secret-password'),
    });
    expect(old.status).toBe(200);
    const attempted = await t.call('user/signinv2', {
      login: 'twice@example.com',
      password: await hashPassword('twice@example.com', 'x'),
    });
    expect(attempted.status).toBe(401);
  });

  it('takes about as long for a taken e-mail as for a new one', async () => {
    await t.register('timed@example.com');
    const time = async (login: string) => {
      const password = await hashPassword(login, 'x');
      const started = performance.now();
      await t.call('user/create', { parentConsent: PRIVACY_NOTICE_VERSION, login, password, type: 0 });
      return performance.now() - started;
    };
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      taken.push(await time('timed@example.com'));
      fresh.push(await time(`fresh-${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!;
    // both hash the password and try the insert; neither waits for mail
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.3);
    expect(median(taken)).toBeLessThan(median(fresh) * 3);
  });

  it('names the field and the reason for a bad e-mail, and stores nothing', async () => {
    const res = await t.call('user/create', {
      parentConsent: PRIVACY_NOTICE_VERSION,
      login: 'a@b',
      password: await hashPassword('a@b', 'x'),
      type: 0,
    });
    expect(res.status).toBe(422);
    expect(res.problem.errors).toContainEqual(
      expect.objectContaining({ field: 'login', message: 'Please enter a valid email address' }),
    );
    const signin = await t.call('user/signinv2', { login: 'a@b', password: await hashPassword('a@b', 'x') });
    expect(signin.status).toBe(401);
  });

  it('asks a parent or guardian to accept the privacy notice, and records when and which one', async () => {
    const login = 'consenting@example.com';
    const password = await hashPassword(login, 'x');
    // an older client that does not send the consent is told which field and why
    const old = await t.callUnchecked('user/create', { login, password, type: 0 });
    expect(old.status).toBe(422);
    expect(old.problem.errors).toContainEqual(
      expect.objectContaining({
        field: 'parentConsent',
        message: 'Confirm that you are a parent or guardian and accept the privacy notice',
      }),
    );
    expect((await t.call('user/signinv2', { login, password })).status).toBe(401);
    const stale = await t.callUnchecked('user/create', { login, password, parentConsent: '2020-01-01' });
    expect(stale.problem.errors?.[0]?.field).toBe('parentConsent');

    const before = Date.now();
    expect((await t.call('user/create', { login, password, parentConsent: PRIVACY_NOTICE_VERSION })).status).toBe(200);
    const { token } = (await t.call('user/signinv2', { login, password })).body;
    const zip = await fetch(`${t.url}${ACCOUNT_EXPORT_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    const { account } = JSON.parse(strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['data.json']!));
    expect(account.parentConsentNotice).toBe(PRIVACY_NOTICE_VERSION);
    expect(Date.parse(account.parentConsentAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts only types 0 and 4; a blogger becomes a partner with partner info to fill in', async () => {
    const bad = await t.callUnchecked('user/create', {
      parentConsent: PRIVACY_NOTICE_VERSION,
      login: 'staff@example.com',
      password: await hashPassword('staff@example.com', 'x'),
      type: 8,
    });
    expect(bad.status).toBe(422);
    expect(bad.problem.errors?.[0]?.field).toBe('type');
    const blogger = await t.call('user/create', {
      parentConsent: PRIVACY_NOTICE_VERSION,
      login: 'blog@example.com',
      password: await hashPassword('blog@example.com', 'x'),
      type: 4,
    });
    expect(blogger.status).toBe(200);
    const signedIn = await t.call('user/signinv2', {
      login: 'blog@example.com',
      password: await hashPassword('blog@example.com', 'x'),
    });
    expect(signedIn.body.info.type).toBe(4);
    expect(signedIn.body.features).toEqual(['promounmoderated']);
  });
});
