/**
 * Revoked sessions lose their sockets and held syncs (point 1, one process; two-processes.test.ts
 * has the cross-process case), a password change signs the other sessions out and voids older
 * restore links (point 3), and one user cannot hold unlimited sockets and syncs (point 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, WS_CLOSE } from '@tt/contract';
import { decodeBody, linkFrom } from '../helpers/smtp.js';
import { openSocket, type TestSocket } from '../helpers/socket.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    DEMO_STORIES: 'false',
    SYNC_HOLD_MS: '20000',
    SOCKETS_PER_SESSION: '2',
    SOCKETS_PER_USER: '3',
    SYNCS_PER_SESSION: '1',
    SYNCS_PER_USER: '2',
  });
});
afterAll(() => t.close());

const PASSWORD = 'secret-password';
async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await t.call('user/signinv2', { login: email, password: await hashPassword(email, password) });
  expect(res.status).toBe(200);
  return res.body.token;
}

async function readySocket(token: string): Promise<TestSocket> {
  const socket = openSocket(t.url, { token, last: null });
  await socket.next((m) => m.type === 'ready');
  return socket;
}

/** A sync with nothing to report, once it is held; `answer` settles when something happens. */
async function heldSync(token: string) {
  const { date } = (await t.call('sync', {}, token)).body;
  const subscribed = t.app.context.realtime.subscriptions;
  const answer = t.call('sync', { date }, token);
  await expect.poll(() => t.app.context.realtime.subscriptions, { timeout: 5000 }).toBeGreaterThan(subscribed);
  return { answer };
}

async function restoreLink(email: string): Promise<string> {
  const since = t.smtp.received.length;
  await t.call('user/password/requestrestore', { login: email });
  return linkFrom(await t.smtp.waitFor(email, since), '/setnewpassword').searchParams.get('hash')!;
}

const setNew = async (email: string, hash: string) =>
  t.call('user/password/setnew', { hash, pwdhash: await hashPassword(email, 'another-password') });

describe('revoked sessions', () => {
  it('a password reset closes the sockets and held syncs opened with the old tokens', async () => {
    const email = 'reset@example.com';
    const { token } = await t.register(email);
    const socket = await readySocket(token);
    const { answer: sync } = await heldSync(token);
    expect((await setNew(email, await restoreLink(email))).status).toBe(200);
    expect((await socket.closed).code).toBe(WS_CLOSE.unauthorized);
    const answer = await sync;
    expect(answer.status).toBe(401);
    expect(answer.problem.code).toBe(600);
  });

  it('sign-out closes that session only', async () => {
    const email = 'signout@example.com';
    const { token } = await t.register(email);
    const other = await signIn(email);
    const mine = await readySocket(token);
    const theirs = await readySocket(other);
    await t.call('user/signout', {}, token);
    expect((await mine.closed).code).toBe(WS_CLOSE.unauthorized);
    await t.call('chat/create/support', {}, other);
    expect((await t.call('user/info/get', {}, other)).status).toBe(200);
    const race = await Promise.race([theirs.closed, new Promise((r) => setTimeout(() => r('open'), 300))]);
    expect(race).toBe('open');
    theirs.close();
  });

  it('a type change asks the socket to connect again, so it hears what the user may hear now', async () => {
    const { token } = await t.register('becomes-partner@example.com');
    const socket = await readySocket(token);
    await t.call('user/typechange', { type: 4 }, token);
    expect((await socket.closed).code).toBe(WS_CLOSE.reauthorize);
    (await readySocket(token)).close();
  });
});

describe('password change', () => {
  it('signs out every other session, keeps this one, and e-mails the owner', async () => {
    const email = 'change@example.com';
    const { token } = await t.register(email);
    const other = await signIn(email);
    const otherSocket = await readySocket(other);
    const since = t.smtp.received.length;
    const res = await t.call(
      'user/password/prechange',
      { password: await hashPassword(email, 'a-new-password') },
      token,
    );
    expect(res.status).toBe(200);
    expect((await t.call('user/info/get', {}, token)).status).toBe(200);
    expect((await t.call('user/info/get', {}, other)).status).toBe(401);
    expect((await otherSocket.closed).code).toBe(WS_CLOSE.unauthorized);
    const mail = await t.smtp.waitFor(email, since);
    expect(decodeBody(mail.raw)).toContain('The password of your account was just changed');
  });

  it('voids restore links sent before it', async () => {
    const email = 'old-link@example.com';
    const { token } = await t.register(email);
    const hash = await restoreLink(email);
    await t.call('user/password/prechange', { password: await hashPassword(email, 'a-new-password') }, token);
    expect((await setNew(email, hash)).status).toBe(400);
  });

  it('a newer restore link voids the older one, used or not', async () => {
    const email = 'two-links@example.com';
    await t.register(email);
    const older = await restoreLink(email);
    const newer = await restoreLink(email);
    expect((await setNew(email, newer)).status).toBe(200);
    expect((await setNew(email, older)).status).toBe(400);
  });
});

describe('limits per user and session', () => {
  it('refuses a socket past the session cap, then past the user cap, with a clear close', async () => {
    const email = 'sockets@example.com';
    const { token } = await t.register(email);
    const baseline = t.app.context.realtime.subscriptions;
    const open = [await readySocket(token), await readySocket(token)];
    const third = openSocket(t.url, { token, last: null });
    expect(await third.closed).toEqual({
      code: WS_CLOSE.tooMany,
      reason: 'Too many open connections for this account',
    });
    const second = await signIn(email);
    open.push(await readySocket(second));
    expect((await openSocket(t.url, { token: second, last: null }).closed).code).toBe(WS_CLOSE.tooMany);
    open[0]!.close();
    await open[0]!.closed;
    await expect
      .poll(async () => {
        const s = openSocket(t.url, { token: second, last: null });
        const first = await Promise.race([
          s.next((m) => m.type === 'ready').then(() => 'ready'),
          s.closed.then(() => 'closed'),
        ]);
        s.close();
        return first;
      })
      .toBe('ready');
    for (const s of open) s.close();
    // gone on the server too, so the next test counts only its own listeners
    await expect.poll(() => t.app.context.realtime.subscriptions).toBe(baseline);
  });

  it('refuses a held sync past the cap with 429 and a reason', async () => {
    const { token } = await t.register('syncs@example.com');
    const { answer: held } = await heldSync(token);
    const refused = await t.call('sync', {}, token);
    expect(refused.status).toBe(429);
    expect(refused.problem.key).toBe('errors.tooManyListeners');
    await t.call('user/info/commonEdit', { info: { locale: 'en' } }, token);
    expect((await held).status).toBe(200);
  });
});
