import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tt/contract';
import { linkFrom } from '../helpers/smtp.js';
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
      login: email,
      password: await hashPassword(email, 'pw-123456'),
      type: 0,
      locale: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
    expect(res.body.info).toMatchObject({ email: 'parent.one@example.com', type: 0, emailConfirmed: false });

    const mail = await t.smtp.waitFor('parent.one@example.com', since);
    expect(mail.raw).toContain('Please confirm your e-mail address');
    const link = linkFrom(mail, '/confirm');
    expect(link.searchParams.get('type')).toBe('email');

    const activated = await t.call('user/activate', { hash: link.searchParams.get('hash')! });
    expect(activated.status).toBe(200);
    const me = await t.call('user/info/get', {}, res.body.token);
    expect(me.body.info.emailConfirmed).toBe(true);
    // A second click on the same link still reads as confirmed.
    expect((await t.call('user/activate', { hash: link.searchParams.get('hash')! })).status).toBe(200);
  });

  it('writes the confirmation in Russian for a Russian sign-up', async () => {
    const since = t.smtp.received.length;
    await t.call('user/create', {
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

  it('refuses a second account for the same e-mail in any letter case', async () => {
    await t.register('twice@example.com');
    const res = await t.call('user/create', {
      login: 'TWICE@example.com',
      password: await hashPassword('twice@example.com', 'x'),
      type: 0,
    });
    expect(res.status).toBe(409);
  });

  it('names the field and the reason for a bad e-mail, and stores nothing', async () => {
    const res = await t.call('user/create', { login: 'a@b', password: await hashPassword('a@b', 'x'), type: 0 });
    expect(res.status).toBe(422);
    expect(res.problem.errors).toContainEqual(
      expect.objectContaining({ field: 'login', message: 'Please enter a valid email address' }),
    );
    const signin = await t.call('user/signinv2', { login: 'a@b', password: await hashPassword('a@b', 'x') });
    expect(signin.status).toBe(401);
  });

  it('accepts only types 0 and 4; a blogger becomes a partner with partner info to fill in', async () => {
    const bad = await t.call('user/create', {
      login: 'staff@example.com',
      password: await hashPassword('staff@example.com', 'x'),
      type: 8,
    });
    expect(bad.status).toBe(422);
    expect(bad.problem.errors?.[0]?.field).toBe('type');
    const blogger = await t.call('user/create', {
      login: 'blog@example.com',
      password: await hashPassword('blog@example.com', 'x'),
      type: 4,
    });
    expect(blogger.body.info.type).toBe(4);
    expect(blogger.body.features).toEqual(['promounmoderated']);
  });
});
