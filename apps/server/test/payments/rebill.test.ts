/** Rebills with a movable clock against the emulator: success, failures with retries then off, cancel, no double charge. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, userPlans } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buy, isLightLicence } from '../helpers/payments.js';

const DAY_MS = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rebills = () => t.app.context.payments.rebills!;
const planOf = async (userId: number) =>
  (
    await t.app.context.db
      .select()
      .from(userPlans)
      .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, 1)))
  )[0]!;
const isLight = isLightLicence;
const declineRebills = (rebillId: string) =>
  fetch(`${t.url}/dev/bank/test/rebill`, {
    method: 'POST',
    body: JSON.stringify({ RebillId: rebillId, decline: true }),
    headers: { 'content-type': 'application/json' },
  });

describe('rebill', () => {
  it('charges a plan whose end is within a day and extends it by its period, once', async () => {
    const parent = await t.register('renew@example.com');
    await buy(t, parent.token);
    const before = await planOf(parent.id);
    const at = new Date(before.end!.getTime() - DAY_MS / 2);
    const [first, second] = await Promise.all([rebills().run(at), rebills().run(at)]);
    expect(first.charged + second.charged).toBe(1);
    const after = await planOf(parent.id);
    expect(after.end!.getTime()).toBe(before.end!.getTime() + 31 * DAY_MS);
    expect(after).toMatchObject({ activeRebill: true, rebillFailures: 0 });
    expect((await rebills().run(at)).due).toBe(0);
    const charges = [...t.app.emulator!.state.charges.entries()].filter(([order]) => order.startsWith(`r${after.id}-`));
    expect(charges).toEqual([[expect.any(String), 1]]);
    // every Init reached the bank with its 54-FZ receipt, the rebill's too, summing to its amount
    const inits = [...t.app.emulator!.state.byOrder.values()].filter((p) => p.CustomerKey === String(parent.id));
    expect(inits.map((p) => p.OrderId.startsWith('r'))).toEqual([false, true]);
    for (const init of inits) {
      const receipt = init.Receipt as { Email?: string; Items: { Amount: number }[] };
      expect(receipt.Email).toBe('parent@example.com');
      expect(receipt.Items.reduce((sum, item) => sum + item.Amount, 0)).toBe(init.Amount);
    }
  });

  it('retries a declined card after 1, 3 and 5 days, telling the parent each time, then turns rebill off', async () => {
    const parent = await t.register('declines@example.com');
    await buy(t, parent.token);
    const plan = await planOf(parent.id);
    await declineRebills(plan.rebillId!);
    let at = new Date(plan.end!.getTime() - DAY_MS / 2);
    const mails = t.smtp.received.length;
    for (const wait of [1, 3, 5]) {
      expect(await rebills().run(at)).toMatchObject({ due: 1, failed: 1 });
      expect((await planOf(parent.id)).nextRebillAt!.getTime()).toBe(at.getTime() + wait * DAY_MS);
      expect((await rebills().run(new Date(at.getTime() + DAY_MS / 2))).due).toBe(0);
      at = new Date(at.getTime() + wait * DAY_MS);
    }
    expect(await rebills().run(at)).toMatchObject({ due: 1, turnedOff: 1 });
    expect(await planOf(parent.id)).toMatchObject({ activeRebill: false, rebillFailures: 4 });
    const notes = await t.app.context.db.select().from(notifications).where(eq(notifications.userId, parent.id));
    expect(notes.filter((n) => n.type === 'payment')).toHaveLength(4);
    await t.smtp.waitFor('declines@example.com', mails);
    expect(t.smtp.received.filter((m) => m.to.includes('declines@example.com')).length).toBeGreaterThanOrEqual(4);
    const licence = await t.app.context.modules.licence.userLicence({ id: parent.id, type: 0, features: [] }, at);
    expect(isLight(licence)).toBe(true);
  });

  it('cancelling rebill leaves the plan running to its end and charges nothing', async () => {
    const parent = await t.register('cancel@example.com');
    await buy(t, parent.token);
    expect((await t.call('payments/cancel/subscription', {}, parent.token)).body).toEqual({ success: true });
    const { plans, licence } = (await t.call('payments/userplans', {}, parent.token)).body;
    expect(plans[0]).toMatchObject({ active: true, activeRebill: false });
    expect(isLight(licence)).toBe(false);
    const plan = await planOf(parent.id);
    const summary = await rebills().run(new Date(plan.end!.getTime() - DAY_MS / 2));
    expect(summary.charged).toBe(0);
    expect((await planOf(parent.id)).end!.getTime()).toBe(plan.end!.getTime());
  });
});
