/**
 * Undoing a mark paid (issue 34 point 3): a statement marked paid by mistake goes back to due within a day,
 * with the undo in the statement's history and the partner told; a day later it is refused with a 409 that
 * says why; a statement that is not paid cannot be undone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payoutStatements } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let team: string;
beforeAll(async () => {
  t = await startTestApp();
  team = await t.signInAs(['team'], 2, 'undo-team@example.com');
});
afterAll(() => t.close());

async function dueStatement(email: string, month: string) {
  const partner = await t.signInAs(['promo'], 4, email);
  const owner = (await t.call('user/info/get', {}, partner)).body.info.id;
  const [row] = await t.app.context.db
    .insert(payoutStatements)
    .values({ owner, month, currency: 'rub', total: 116532, status: 'due' })
    .returning();
  return { partner, id: row!.id };
}

const statusOf = async (partner: string) => (await t.call('payments/payouts/list', {}, partner)).body;

describe('undoing a mark paid', () => {
  it('puts the statement back to due within a day, records it and tells the partner', async () => {
    const { partner, id } = await dueStatement('undo-partner@example.com', '2031-03');
    expect((await t.call('team/payouts/markpaid', { id, reference: 'SBP-1' }, team)).status).toBe(200);
    expect((await statusOf(partner)).balance).toMatchObject({ due: 0, paid: 116532 });

    const undone = await t.call('team/payouts/unmarkpaid', { id }, team);
    expect(undone.status).toBe(200);
    const after = await statusOf(partner);
    expect(after.statements[0]).toMatchObject({ status: 'due', reference: null });
    expect(after.balance).toMatchObject({ due: 116532, paid: 0 });
    const log = (await t.call('team/audit/list', { subject: `statement:${id}` }, team)).body.data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['unmarkPaid', 'markPaid']);
    expect(log[0]).toMatchObject({ actor: 'undo-team@example.com', before: { reference: 'SBP-1' } });
    const titles = (await t.call('notifications/list', { includeOnlyUnreadFilter: false }, partner)).body.data.map(
      (n: { title: string }) => n.title,
    );
    expect(titles[0]).toBe('Your statement for March 2031 is not paid yet');

    // once undone, it is due: another undo is refused, a new mark paid is taken
    const again = await t.call('team/payouts/unmarkpaid', { id }, team);
    expect(again.status).toBe(409);
    expect(again.problem.title).toMatch(/not paid/);
    expect((await t.call('team/payouts/markpaid', { id, reference: 'SBP-2' }, team)).status).toBe(200);
  });

  it('refuses after 24 hours with a message saying so, and leaves the statement paid', async () => {
    const { partner, id } = await dueStatement('late-undo@example.com', '2031-04');
    expect((await t.call('team/payouts/markpaid', { id, reference: 'SBP-9' }, team)).status).toBe(200);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await t.app.context.db.update(payoutStatements).set({ paidAt: dayAgo }).where(eq(payoutStatements.id, id));
    const late = await t.call('team/payouts/unmarkpaid', { id }, team);
    expect(late.status).toBe(409);
    expect(late.problem.title).toContain('only within 24 hours');
    expect((await statusOf(partner)).statements[0]).toMatchObject({ status: 'paid', reference: 'SBP-9' });
  });

  it('is the team’s alone', async () => {
    const { partner, id } = await dueStatement('self-undo@example.com', '2031-05');
    await t.call('team/payouts/markpaid', { id, reference: 'SBP-3' }, team);
    expect((await t.call('team/payouts/unmarkpaid', { id }, partner)).status).toBe(403);
    expect((await t.call('team/payouts/unmarkpaid', { id: 999999 }, team)).status).toBe(404);
  });
});
