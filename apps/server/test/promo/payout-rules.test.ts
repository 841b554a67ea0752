/**
 * Payout statements with fake dependencies (the repositories in memory, earnings already swept): the
 * hold, the monthly minimum and its roll-over carried into a later statement, a reversal after payout
 * as a negative line, a pass run twice, marking paid, and the CSV in major units.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { createPayouts, minimumFor } from '../../src/modules/promo/payouts.js';
import { addEarning, fakeEarningsRepo, fakePayoutsRepo, store } from '../helpers/fake-promo-repo.js';

const db = {
  transaction: <T>(fn: (tx: Db) => Promise<T>) => fn(db as unknown as Db),
} as unknown as Db;
let swept = 0;
const earnings = {
  sweep: async () => ++swept,
  unstated: (owner: number) => fakeEarningsRepo.unstatedOf(db, owner),
};
const payouts = createPayouts({ db, earnings, holdDays: 30, tell: async () => undefined, repo: fakePayoutsRepo });
const MIN = minimumFor('rub');
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const statementOf = (owner: number, month: string) =>
  store.statements.find((s) => s.owner === owner && s.month === month);
const linesOf = (owner: number, month: string) =>
  store.lines.filter((l) => l.statementId === statementOf(owner, month)?.id).map((l) => [l.kind, l.amount]);

beforeEach(() => {
  store.reset();
  swept = 0;
});

describe('a payout pass', () => {
  it('states what became payable after the hold: due at the minimum, rolled over below it; twice changes nothing', async () => {
    expect(MIN).toBe(100_000);
    addEarning({ owner: 1, remaining: 60_000, date: at('2026-01-05') });
    addEarning({ owner: 1, remaining: 40_000, date: at('2026-01-29') }); // held until 28 February
    addEarning({ owner: 2, remaining: 5_000, date: at('2026-01-10') });
    addEarning({ owner: 1, remaining: 70_000, date: at('2026-02-15') }); // still held on 1 March
    expect(await payouts.run(at('2026-03-01'))).toEqual({ month: '2026-03', statements: 2, due: 1, rolledOver: 1 });
    expect(swept).toBe(1);
    expect(statementOf(1, '2026-03')).toMatchObject({ total: 100_000, status: 'due' });
    expect(linesOf(1, '2026-03')).toEqual([
      ['earning', 60_000],
      ['earning', 40_000],
    ]);
    expect(statementOf(2, '2026-03')).toMatchObject({ total: 5_000, status: 'rolledover' });
    expect(await payouts.run(at('2026-03-20'))).toEqual({ month: '2026-03', statements: 0, due: 0, rolledOver: 0 });
    expect(store.statements).toHaveLength(2);
  });

  it('carries a rolled-over total into the next statement, once', async () => {
    addEarning({ owner: 2, remaining: 5_000, date: at('2026-01-10') });
    await payouts.run(at('2026-03-01'));
    addEarning({ owner: 2, remaining: 96_000, date: at('2026-02-20') });
    await payouts.run(at('2026-04-01'));
    const march = statementOf(2, '2026-03')!;
    expect(statementOf(2, '2026-04')).toMatchObject({ total: 101_000, status: 'due' });
    expect(linesOf(2, '2026-04')).toEqual([
      ['earning', 96_000],
      ['carried', 5_000],
    ]);
    expect(march.carriedTo).toBe(statementOf(2, '2026-04')!.id);
    await payouts.run(at('2026-05-01'));
    expect(statementOf(2, '2026-05')).toBeUndefined();
  });

  it('takes back a reward reversed after it was stated as a negative line, which never makes a statement due', async () => {
    const e = addEarning({ owner: 1, remaining: 120_000, date: at('2026-01-05') });
    await payouts.run(at('2026-03-01'));
    e.remaining = 20_000; // a refund after the statement
    await payouts.run(at('2026-04-01'));
    expect(linesOf(1, '2026-04')).toEqual([['reversal', -100_000]]);
    expect(statementOf(1, '2026-04')).toMatchObject({ total: -100_000, status: 'rolledover' });
  });
});

describe('statements', () => {
  it('are marked paid only while due (409), unknown ones 404', async () => {
    addEarning({ owner: 1, remaining: 150_000, date: at('2026-01-05') });
    addEarning({ owner: 2, remaining: 5_000, date: at('2026-01-05') });
    await payouts.run(at('2026-03-01'));
    const due = statementOf(1, '2026-03')!;
    await payouts.markPaid(due.id, ' T-1 ', at('2026-03-05'));
    expect(due).toMatchObject({ status: 'paid', reference: 'T-1' });
    await expect(payouts.markPaid(due.id, 'T-2')).rejects.toMatchObject({ status: 409 });
    await expect(payouts.markPaid(statementOf(2, '2026-03')!.id, 'T-3')).rejects.toMatchObject({ status: 409 });
    await expect(payouts.markPaid(9999, 'T-4')).rejects.toMatchObject({ status: 404 });
  });

  it('export as CSV with amounts in major units', async () => {
    addEarning({ owner: 1, remaining: 150_050, date: at('2026-01-05') });
    await payouts.run(at('2026-03-01'));
    const { filename, csv } = await payouts.exportMonth('2026-03');
    expect(filename).toBe('payouts-2026-03.csv');
    const [header, line] = csv.split('\r\n');
    // with the partner's name and bank details (decision 087): none saved here
    expect(header).toBe(
      'statement,owner,email,name,month,currency,total,status,reference,paid_at,' +
        'country,payee_status,inn,ogrn,bank,bic,account,corr_account',
    );
    expect(line).toMatch(/^\d+,1,partner1@example\.com,,2026-03,rub,1500\.50,due,,,,,,,,,,$/);
  });

  it('give a partner their balance: pending, rolled over, due and paid', async () => {
    addEarning({ owner: 1, remaining: 150_000, date: at('2026-01-05') });
    addEarning({ owner: 1, remaining: 7_000, date: at('2026-02-25') });
    await payouts.run(at('2026-03-01'));
    const { balance, statements } = await payouts.mine(1);
    expect(statements).toHaveLength(1);
    expect(balance).toMatchObject({
      currency: 'rub',
      pending: 7_000,
      due: 150_000,
      paid: 0,
      minimum: MIN,
      holdDays: 30,
    });
  });
});
