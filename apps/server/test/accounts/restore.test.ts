import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tt/contract';
import { emailTokens } from '../../src/db/schema.js';
import { linkFrom } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function requestLink(email: string) {
  const since = t.smtp.received.length;
  const res = await t.call('user/password/requestrestore', { login: email });
  expect(res.body).toEqual({ success: true });
  return linkFrom(await t.smtp.waitFor(email, since), '/setnewpassword');
}

describe('password restore', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const since = t.smtp.received.length;
    const res = await t.call('user/password/requestrestore', { login: 'nobody@example.com' });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    await new Promise((r) => setImmediate(r));
    expect(t.smtp.received.slice(since).filter((m) => m.to.includes('nobody@example.com'))).toHaveLength(0);
  });

  it('sets a new password through a single-use link and signs out old sessions', async () => {
    const { token: oldToken } = await t.register('forgetful@example.com', 'first');
    const link = await requestLink('forgetful@example.com');
    expect(link.searchParams.get('email')).toBe('forgetful@example.com');
    const hash = link.searchParams.get('hash')!;
    const pwdhash = await hashPassword('forgetful@example.com', 'second');

    const res = await t.call('user/password/setnew', { hash, pwdhash });
    expect(res.status).toBe(200);
    expect(res.body.info.email).toBe('forgetful@example.com');
    expect((await t.call('user/info/get', {}, oldToken)).status).toBe(401);

    const again = await t.call('user/password/setnew', { hash, pwdhash });
    expect(again.status).toBe(400);
    expect(again.problem.title).toBe('Password reset link expired');
    const signin = await t.call('user/signinv2', { login: 'forgetful@example.com', password: pwdhash });
    expect(signin.status).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    await t.register('slow@example.com');
    const link = await requestLink('slow@example.com');
    await t.app.context.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.call('user/password/setnew', {
      hash: link.searchParams.get('hash')!,
      pwdhash: await hashPassword('slow@example.com', 'x'),
    });
    expect(res.status).toBe(400);
    expect(res.problem.key).toBe('errors.resetExpired');
  });
});
