/** Configuration and the trial: "terminalkey empty" without a key; one demo plan after confirming the e-mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LICENCE } from '@tt/contract';
import { loadConfig } from '../../src/config.js';
import { userPlans, users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_PROVIDER: 'tbank', TRIAL_DAYS: '7' });
});
afterAll(() => t.close());

describe('payments configuration', () => {
  it('refuses the emulator in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'emulator' })).toThrow(/refused in production/);
  });

  it('with tbank and no terminal key, app/info has none and paying says "terminalkey empty"', async () => {
    expect((await t.call('app/info', {})).body.terminalKey).toBeNull();
    const parent = await t.register('nokey@example.com');
    const res = await t.call('payments/init', { planid: 1, period: 31, email: 'nokey@example.com' }, parent.token);
    expect(res.status).toBe(503);
    expect(res.problem.title).toBe('terminalkey empty');
    expect((await fetch(`${t.url}/dev/bank/v2/Init`, { method: 'POST' })).status).toBe(404);
  });
});

describe('trial', () => {
  it('gives an ordinary account one demo plan of TRIAL_DAYS once its e-mail is confirmed', async () => {
    const parent = await t.register('trial@example.com');
    const before = (await t.call('payments/userplans', {}, parent.token)).body;
    expect(before.plans).toEqual([]);
    await t.app.context.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, parent.id));
    const after = (await t.call('payments/userplans', {}, parent.token)).body;
    expect(after.plans).toMatchObject([{ id: 1, demo: true, active: false, activeRebill: false }]);
    const days = (Date.parse(after.plans[0].end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(after.licence.Permissions.some((p: { code: string }) => p.code === LICENCE.lightModeCode)).toBe(false);
    // Ended and removed, it is not given again.
    await t.app.context.db.delete(userPlans).where(eq(userPlans.userId, parent.id));
    expect((await t.call('payments/userplans', {}, parent.token)).body.plans).toEqual([]);
  });
});
