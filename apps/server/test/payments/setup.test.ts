/** Configuration and the trial: "terminalkey empty" without a key; one demo plan after confirming the e-mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LICENCE } from '@tt/contract';
import { loadConfig } from '../../src/config.js';
import { userPlans, users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { linkFrom } from '../helpers/smtp.js';

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
  const planRows = (userId: number) => t.app.context.db.select().from(userPlans).where(eq(userPlans.userId, userId));
  /** Registers and clicks the confirmation link the mail brings, as a parent does. */
  async function registerAndConfirm(email: string, type: 0 | 4 = 0) {
    const since = t.smtp.received.length;
    const account = await t.register(email, 'secret-password', type);
    const link = linkFrom(await t.smtp.waitFor(email, since), '/confirm');
    const confirm = () => t.call('user/activate', { hash: link.searchParams.get('hash')! });
    return { ...account, confirm };
  }

  it('gives an ordinary account one demo plan of TRIAL_DAYS when it confirms its e-mail, once', async () => {
    const parent = await registerAndConfirm('trial@example.com');
    expect((await t.call('payments/userplans', {}, parent.token)).body.plans).toEqual([]);
    expect((await parent.confirm()).status).toBe(200);
    // Granted by the confirmation itself, before the parent opens any payments page.
    const [row] = await planRows(parent.id);
    expect(row).toMatchObject({ planId: 1, demo: true, active: false, activeRebill: false });
    const after = (await t.call('payments/userplans', {}, parent.token)).body;
    expect(after.plans).toMatchObject([{ id: 1, demo: true, active: false, activeRebill: false }]);
    const days = (Date.parse(after.plans[0].end!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(after.licence!.Permissions.some((p: { code: string }) => p.code === LICENCE.lightModeCode)).toBe(false);
    // A second click changes nothing; ended and removed, it is not given again, by a click or by asking.
    await parent.confirm();
    expect((await planRows(parent.id))[0]!.end).toEqual(row!.end);
    await t.app.context.db.delete(userPlans).where(eq(userPlans.userId, parent.id));
    await t.app.context.db.update(users).set({ emailConfirmed: false }).where(eq(users.id, parent.id));
    await parent.confirm();
    expect((await t.call('payments/userplans', {}, parent.token)).body.plans).toEqual([]);
  });

  it('gives one trial per mailbox: +tags, and Gmail dots and googlemail, are the same mailbox (decision 046)', async () => {
    const trialOf = async (email: string) => {
      const account = await registerAndConfirm(email);
      expect((await account.confirm()).status).toBe(200);
      return { id: account.id, plans: await planRows(account.id) };
    };
    expect((await trialOf('mum.smith@gmail.com')).plans).toHaveLength(1);
    const tagged = await trialOf('mumsmith+news@googlemail.com');
    expect(tagged.plans).toEqual([]);
    expect((await trialOf('m.u.m.smith+2@gmail.com')).plans).toEqual([]);
    // the sign-in address stays as typed
    const [row] = await t.app.context.db.select().from(users).where(eq(users.id, tagged.id));
    expect(row!.email).toBe('mumsmith+news@googlemail.com');
    expect((await trialOf('dad@example.org')).plans).toHaveLength(1);
    expect((await trialOf('dad+kids@example.org')).plans).toEqual([]);
    // elsewhere a dot is part of the mailbox's name
    expect((await trialOf('d.ad@example.org')).plans).toHaveLength(1);
  });

  it('gives no trial to a partner account confirming its e-mail', async () => {
    const partner = await registerAndConfirm('partner-trial@example.com', 4);
    await partner.confirm();
    expect(await planRows(partner.id)).toEqual([]);
  });
});
