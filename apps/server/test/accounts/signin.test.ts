import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sign-in and sessions', () => {
  it('signs in with the client hash and returns token, info and features', async () => {
    await t.register('reader@example.com', 'right-password');
    const res = await t.call('user/signinv2', {
      login: 'Reader@Example.com',
      password: await hashPassword('reader@example.com', 'right-password'),
    });
    expect(res.status).toBe(200);
    expect(res.body.info.email).toBe('reader@example.com');
    // an ordinary account reads the story chat (decision 028)
    expect(res.body.features).toEqual(['news']);
  });

  it('answers 401 with the catalogue text for a wrong password and for an unknown login', async () => {
    const wrong = await t.call('user/signinv2', {
      login: 'reader@example.com',
      password: await hashPassword('reader@example.com', 'nope'),
    });
    const unknown = await t.call('user/signinv2', {
      login: 'ghost@example.com',
      password: await hashPassword('ghost@example.com', 'nope'),
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.problem).toMatchObject({ code: 401, title: 'Wrong Username or Password' });
    }
  });

  it('answers 511 for empty sign-in data', async () => {
    const res = await t.call('user/signinv2', { login: '', password: '' });
    expect(res.status).toBe(401);
    expect(res.problem.code).toBe(511);
  });

  it('accepts the token in the payload as well as the Bearer header', async () => {
    const { token } = await t.register('payload@example.com');
    // no Authorization header: the credentials ride in the payload, as the spec sends them
    const res = await t.call('user/info/get', { token, fingerprint: 'device-1' });
    expect(res.status).toBe(200);
    expect(res.body.info.email).toBe('payload@example.com');
  });

  it('revokes the session on sign-out; the old token then gets code 600', async () => {
    const { token } = await t.register('leaver@example.com');
    expect((await t.call('user/signout', {}, token)).status).toBe(200);
    const after = await t.call('user/info/get', {}, token);
    expect(after.status).toBe(401);
    expect(after.problem.code).toBe(600);
  });

  it('saves locale and birthday and derives the age', async () => {
    const { token } = await t.register('birthday@example.com');
    const today = new Date();
    const bday = `${today.getUTCFullYear() - 5}-01-01`;
    const res = await t.call('user/info/commonEdit', { info: { locale: 'ru', bday } }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locale: 'ru', bday, age: 5 });
    const future = await t.call(
      'user/info/commonEdit',
      { info: { bday: `${today.getUTCFullYear() + 1}-01-01` } },
      token,
    );
    expect(future.status).toBe(422);
    expect(future.problem.errors?.[0]?.field).toBe('info.bday');
  });

  it('turns an ordinary user into a partner, and refuses staff', async () => {
    const { token } = await t.register('future-partner@example.com');
    const res = await t.call('user/typechange', { type: 4 }, token);
    expect(res.body.info.type).toBe(4);
    expect(res.body.features).toContain('promounmoderated');
  });

  it('changes the password of the signed-in user', async () => {
    const { token } = await t.register('changer@example.com', 'old-password');
    const res = await t.call(
      'user/password/prechange',
      { password: await hashPassword('changer@example.com', 'new-password') },
      token,
    );
    expect(res.status).toBe(200);
    const oldOne = await t.call('user/signinv2', {
      login: 'changer@example.com',
      password: await hashPassword('changer@example.com', 'old-password'),
    });
    const newOne = await t.call('user/signinv2', {
      login: 'changer@example.com',
      password: await hashPassword('changer@example.com', 'new-password'),
    });
    expect([oldOne.status, newOne.status]).toEqual([401, 200]);
  });
});
