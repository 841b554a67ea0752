/**
 * Share links (consumer §7) cannot be used as free storage (issue 25 point 15): settings are bounded,
 * and creating links is limited per address and per user (decision 004).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_IP: '30', RATE_LIMIT_PER_LOGIN: '10' });
});
afterAll(() => t.close());

const create = (ip: string, info: Record<string, unknown>, token?: string) =>
  t.app.fastify.inject({
    method: 'POST',
    url: '/api/userdata/PublicSettings/create',
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { Info: info },
  });

describe('share links', () => {
  it('refuses settings past the limit with 422 naming the field and the limit', async () => {
    const settings = Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`key-${i}`, 'x'.repeat(200)] as const));
    const res = await create('198.51.100.20', { url: '/', settings });
    expect(res.statusCode).toBe(422);
    const [error] = res.json().errors;
    expect(error.field).toBe('Info.settings');
    expect(error.key).toBe('validation.tooManyEntries');
    expect(error.message).toContain(String(SHARE.settingsMax));
    const fitting = Object.fromEntries(Array.from({ length: SHARE.settingsMax }, (_, i) => [`k${i}`, true] as const));
    expect((await create('198.51.100.21', { url: '/', settings: fitting })).statusCode).toBe(200);
  });

  it('limits a visitor per address: 429 with Retry-After past the limit, other addresses still served', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await create('198.51.100.30', { url: '/' })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const refused = await create('198.51.100.30', { url: '/' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await create('198.51.100.31', { url: '/' })).statusCode).toBe(200);
  });

  it('limits a signed-in user across addresses', async () => {
    const { token } = await t.register('sharer@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await create(`203.0.113.${i + 1}`, { url: '/' }, token)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // a visitor from one of those addresses is not held back by that user's counter
    expect((await create('203.0.113.1', { url: '/' })).statusCode).toBe(200);
  });
});
