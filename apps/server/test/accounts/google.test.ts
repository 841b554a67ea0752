/** Google sign-in against a local key set served over HTTP, as Google publishes its own. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let server: http.Server;
let privateKey: CryptoKey;
const CLIENT_ID = 'tiny-tidings-test.apps.googleusercontent.com';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey as CryptoKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = http.createServer((_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;
  t = await startTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
});
afterAll(async () => {
  await t.close();
  server.close();
});

function idToken(claims: Record<string, unknown>, audience = CLIENT_ID, key = privateKey) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject(String(claims.sub ?? 'google-user-1'))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

describe('user/link with Google', () => {
  it('creates an account only once its person confirms they are a parent or guardian, then finds it again', async () => {
    const token = await idToken({ sub: 'g-42', email: 'Kid.Parent@gmail.com', given_name: 'Alex' });
    const unconfirmed = await t.call('user/link', { provider: 'google', idToken: token });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.problem.errors?.map((e) => e.field)).toEqual(['parentConsent']);
    const first = await t.call('user/link', {
      provider: 'google',
      idToken: token,
      parentConsent: PRIVACY_NOTICE_VERSION,
    });
    expect(first.status).toBe(200);
    expect(first.body.info).toMatchObject({ email: 'kid.parent@gmail.com', firstName: 'Alex', emailConfirmed: true });
    const [row] = await t.app.context.db
      .select({ at: users.parentConsentAt, notice: users.parentConsentNotice })
      .from(users)
      .where(eq(users.id, first.body.info.id));
    expect(row).toMatchObject({ notice: PRIVACY_NOTICE_VERSION, at: expect.any(Date) });
    // signing in again is not a sign-up: no consent asked
    const second = await t.call('user/link', { provider: 'google', idToken: token });
    expect(second.body.info.id).toBe(first.body.info.id);
  });

  it('links Google to an existing e-mail account', async () => {
    const { id } = await t.register('existing@gmail.com');
    const res = await t.call('user/link', {
      provider: 'google',
      idToken: await idToken({ sub: 'g-77', email: 'existing@gmail.com' }),
    });
    expect(res.body.info.id).toBe(id);
  });

  it("counts a new account's referral code as its link's sign-up, like the form does; a returning sign-in counts nothing", async () => {
    const partner = await t.signInAs(['promo'], 4, 'google-referrer@example.com');
    const code = await t.call(
      'payments/promo/addcode',
      { code: 'GoogleReferral', discount: 10, reward: 13, planid: 1, duration: '1y' },
      partner,
    );
    expect(code.status).toBe(200);
    const signups = async () => {
      const res = await t.call('payments/promo/numbers', { month: new Date().toISOString().slice(0, 7) }, partner);
      return res.body.codes[0].lifetime.signups as number;
    };
    const token = await idToken({ sub: 'g-ref-1', email: 'referred.by.google@gmail.com' });
    const made = await t.call('user/link', {
      provider: 'google',
      idToken: token,
      parentConsent: PRIVACY_NOTICE_VERSION,
      referral: 'googlereferral',
    });
    expect(made.status).toBe(200);
    expect(await signups()).toBe(1);
    await t.call('user/link', { provider: 'google', idToken: token, referral: 'GOOGLEREFERRAL' });
    expect(await signups()).toBe(1);
  });

  it('refuses a token for another audience or signed by another key', async () => {
    const other = await generateKeyPair('RS256');
    for (const token of [
      await idToken({ sub: 'g-1' }, 'someone-else'),
      await idToken({ sub: 'g-1' }, CLIENT_ID, other.privateKey as CryptoKey),
      'not.a.jwt',
    ]) {
      const res = await t.call('user/link', { provider: 'google', idToken: token });
      expect(res.status).toBe(401);
      expect(res.problem.title).toBe('Google sign-in failed');
    }
  });

  it('hands the client id to the page and lets Google Identity Services in through the CSP, only when configured', async () => {
    expect((await t.call('app/info', {})).body.googleClientId).toBe(CLIENT_ID);
    const csp = (await fetch(`${t.url}/signin`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).toMatch(/style-src [^;]*https:\/\/accounts\.google\.com\/gsi\/style/);
  });

  it('says how to turn it on when no client id is configured, and keeps Google out of the CSP', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.call('user/link', { provider: 'google', idToken: 'x' });
      expect(res.status).toBe(400);
      expect(res.problem.title).toContain('GOOGLE_CLIENT_ID');
      expect((await plain.call('app/info', {})).body.googleClientId).toBeNull();
      const csp = (await fetch(`${plain.url}/signin`)).headers.get('content-security-policy') ?? '';
      expect(csp).not.toContain('google');
    } finally {
      await plain.close();
    }
  });
});
