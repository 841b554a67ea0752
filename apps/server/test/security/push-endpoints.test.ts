/**
 * Push endpoints are not an SSRF (point 2): only https on public addresses is stored, the resolved
 * address is checked again when sending, and a silent push service does not hold a staff answer.
 */
import http from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tt/contract';
import { isPublicAddress, postPush, publicLookup } from '../../src/modules/push/endpoint-guard.js';
import { upsertStaff } from '../../src/seed/staff.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const subscription = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  });
};

describe('registering a push endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_STORIES: 'false' });
  });
  afterAll(() => t.close());

  it.each([
    'http://127.0.0.1:9/push',
    'http://push.example.com/push',
    'https://localhost/push',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://10.1.2.3/push',
    'https://172.16.0.9/push',
    'https://192.168.1.1/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/push',
    'https://printer.local/push',
    'https://intranet/push',
  ])('refuses %s, naming the field', async (endpoint) => {
    const { token } = await t.register(`r${randomBytes(4).toString('hex')}@example.com`);
    const res = await t.call(
      'notifier/Firebase/Register',
      { pushToken: subscription(endpoint), device: 'web', appid: 'web' },
      token,
    );
    expect(res.status).toBe(422);
    expect(res.problem.errors?.[0]?.field).toBe('pushToken');
  });

  it('takes an https endpoint of a public push service', async () => {
    const { token } = await t.register('public@example.com');
    const res = await t.call(
      'notifier/Firebase/Register',
      { pushToken: subscription('https://fcm.googleapis.com/fcm/send/abc:def'), device: 'web', appid: 'web' },
      token,
    );
    expect(res.status).toBe(200);
  });
});

describe('sending a push', () => {
  it('checks the resolved address: a name that resolves to loopback is refused', async () => {
    const answer = await new Promise<{ code?: string }>((resolve) =>
      publicLookup('localhost', {}, (err) => resolve((err ?? {}) as { code?: string })),
    );
    expect(answer.code).toBe('EPRIVATE');
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2a00:1450:4001::200e')).toBe(true);
    for (const ip of ['127.0.0.1', '10.0.0.1', '::1', '::ffff:10.0.0.1', 'fe80::1', '100.64.0.1', '0.0.0.0'])
      expect(isPublicAddress(ip), ip).toBe(false);
    await expect(
      postPush('https://127.0.0.1:1/x', {}, undefined, { timeoutMs: 500, allowPrivate: false }),
    ).rejects.toThrow(/public address/);
  });

  it('does not hold a staff answer while the push service stays silent', async () => {
    // a push service that takes the request and never answers
    const silent = http.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const t = await startTestApp({ DEMO_STORIES: 'false', PUSH_ALLOW_PRIVATE: 'true', PUSH_TIMEOUT_MS: '10000' });
    try {
      await upsertStaff(t.app.context.db, { email: 'desk@example.com', password: 'pw', type: 2, features: ['team'] });
      const staff = (
        await t.call('user/signinv2', {
          login: 'desk@example.com',
          password: await hashPassword('desk@example.com', 'pw'),
        })
      ).body.token;
      const { token } = await t.register('waiting@example.com');
      const room = (await t.call('chat/create/support', {}, token)).body.uid;
      await t.call(
        'notifier/Firebase/Register',
        { pushToken: subscription(`http://127.0.0.1:${port}/push/silent`), device: 'web', appid: 'web' },
        token,
      );
      const started = Date.now();
      const answer = await t.call(
        'chat/send',
        { roomid: room, events: [{ uid: 'a-1', type: 'message', data: { type: 'message', text: 'Hello!' } }] },
        staff,
      );
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await t.close();
      silent.closeAllConnections();
      await new Promise((r) => silent.close(r));
    }
  });
});
