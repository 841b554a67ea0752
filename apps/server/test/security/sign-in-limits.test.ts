/** One attacker cannot lock a victim out (point 4): limits per (login, IP) and per IP, only a slowdown across IPs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_IP: '30', RATE_LIMIT_PER_LOGIN: '10', RATE_LIMIT_SLOWDOWN_MS: '20' });
});
afterAll(() => t.close());

const signIn = async (login: string, password: string, ip: string) =>
  t.app.fastify.inject({
    method: 'POST',
    url: '/api/user/signinv2',
    remoteAddress: ip,
    payload: { login, password: await hashPassword(login, password) },
  });

describe('sign-in limits', () => {
  it("eleven wrong tries from one IP do not refuse the owner's right password from another", async () => {
    const victim = 'victim@example.com';
    await t.register(victim, 'the-right-password');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(victim, `wrong-${i}`, '198.51.100.7')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const owner = await signIn(victim, 'the-right-password', '203.0.113.8');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
  });

  it('answers 429 with Retry-After per (login, IP) and per IP', async () => {
    const refused = await signIn('victim@example.com', 'wrong', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // the same IP, other logins: its own limit of 30 in the window (11 used above)
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await signIn(`nobody-${i}@example.com`, 'x', '198.51.100.7')).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const last = await signIn('nobody-last@example.com', 'x', '198.51.100.7');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
