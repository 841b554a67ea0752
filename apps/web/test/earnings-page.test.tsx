/** /panel/earnings with the network stubbed: groups and totals by account type, the month selector, the 1200 s cache, errors. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '@tt/contract';
import { monthLabel } from '../src/features/promo/components/month';
import { appInfo, problem, profile, renderApp, stubApi } from './helpers';

type Earning = CallOutput<'team/promo/codeusage'>[number];
const earning = (over: Partial<Earning>): Earning => ({
  reward: 1000,
  currency: 'rub',
  cancelled: 0,
  userid: 7,
  date: '2026-11-05T10:00:00.000Z',
  owner: 3,
  code: 'SUNNYBLOG',
  ...over,
});
const payouts: CallOutput<'payments/payouts/list'> = {
  statements: [],
  balance: { currency: 'rub', pending: 0, rolledOver: 0, due: 0, paid: 0, minimum: 100000, holdDays: 30 },
};

function signedIn(type: 4 | 2, usage: (body: Record<string, unknown>) => ReturnType<Parameters<typeof stubApi>[0]>) {
  localStorage.setItem('tt.token', 'token-1');
  return stubApi((path, body) => {
    if (path === 'user/info/get') return { body: profile({ type, features: type === 4 ? ['promo'] : ['team'] }) };
    if (path === 'app/info') return { body: appInfo };
    if (path === 'payments/promo/codeusage' || path === 'team/promo/codeusage') return usage(body);
    if (path === 'payments/payouts/list') return { body: payouts };
    if (path === 'team/payouts/list') return { body: { data: [], count: 0 } };
    if (path === 'payments/promo/notices') return { body: { sales: true } };
    if (path === 'payments/promo/notices/update') return { body: { sales: body.sales } };
    return undefined;
  });
}

afterEach(() => vi.useRealTimers());

describe('/panel/earnings', () => {
  it('groups a partner’s month by code with totals, marks it an estimate, and keeps months it has read', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z'), toFake: ['Date'] });
    const calls = signedIn(4, (body) =>
      body.start === '2026-11-01'
        ? {
            body: [
              earning({ reward: 3497 }),
              earning({ reward: 2197, cancelled: 1, userid: 8 }),
              earning({ code: 'RAINYDAY', reward: 1503 }),
            ],
          }
        : { body: [] },
    );
    renderApp('/panel/earnings');
    const groups = await screen.findAllByTestId('earnings-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'SUNNYBLOG₽56.94',
      'RAINYDAY₽15.03',
    ]);
    expect(within(groups[0]!).getByText('partly refunded')).toBeInTheDocument();
    expect(screen.getByTestId('earnings-total')).toHaveTextContent('Total: ₽71.97 from 3 purchases');
    expect(screen.getByText(/The month is not over yet/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'payments/promo/codeusage')?.body).toMatchObject({
      start: '2026-11-01',
      end: '2026-11-30',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('No earnings data found for the selected period')).toBeInTheDocument();
    expect(screen.getByText('The month has ended: these figures are complete.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'payments/promo/codeusage').at(-1)?.body).toMatchObject({
      start: '2026-10-01',
      end: '2026-10-31',
    });
    // back to November: read 1200 s ago at most, so not asked again
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next month' })));
    expect(await screen.findAllByTestId('earnings-group')).toHaveLength(2);
    expect(calls.filter((c) => c.path === 'payments/promo/codeusage')).toHaveLength(2);
  });

  it('groups the team’s month by owner, and shows a load error as it comes', async () => {
    let fail = false;
    signedIn(2, () =>
      fail
        ? problem(422, 422, 'Ask for one calendar month at most', { key: 'errors.monthRange' })
        : {
            body: [
              earning({ ownerEmail: 'blogger@example.com' }),
              earning({ owner: 4, code: 'OTHERCODE', ownerEmail: 'vlog@example.com', reward: 250 }),
            ],
          },
    );
    renderApp('/panel/earnings');
    const groups = await screen.findAllByTestId('earnings-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'blogger@example.com₽10.00',
      'vlog@example.com₽2.50',
    ]);
    expect(within(groups[1]!).getByText('OTHERCODE')).toBeInTheDocument();
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ask for one calendar month at most/);
  });

  it('lets the team mark a due statement paid with a reference and export the month as CSV', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T12:00:00Z'), toFake: ['Date'] });
    const statement: CallOutput<'team/payouts/list'>['data'][number] = {
      id: 41,
      owner: 3,
      ownerEmail: 'blogger@example.com',
      month: '2026-12',
      currency: 'rub',
      total: 145665,
      status: 'due',
      reference: null,
      paidAt: null,
      lines: [{ kind: 'earning', amount: 145665, code: 'SUNNYBLOG', date: '2026-10-01T00:00:00.000Z' }],
    };
    localStorage.setItem('tt.token', 'token-1');
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = stubApi((path) => {
      if (path === 'user/info/get') return { body: profile({ type: 2, features: ['team'] }) };
      if (path === 'app/info') return { body: appInfo };
      if (path === 'team/promo/codeusage') return { body: [] };
      if (path === 'team/payouts/list') return { body: { data: [statement], count: 1 } };
      if (path === 'team/payouts/markpaid') {
        statement.status = 'paid';
        statement.reference = 'SBP-1';
        statement.paidAt = new Date().toISOString();
        return { body: { success: true } };
      }
      if (path === 'team/payouts/unmarkpaid') {
        statement.status = 'due';
        statement.reference = null;
        statement.paidAt = null;
        return { body: { success: true } };
      }
      if (path === 'team/payouts/export') return { body: { filename: 'payouts-2026-12.csv', csv: 'statement\r\n' } };
      if (path === 'team/audit/list') {
        const entry = {
          id: 1,
          action: 'markPaid',
          actor: 'team@example.com',
          before: { status: 'due', reference: null },
          after: { status: 'paid', reference: 'SBP-1' },
          date: '2026-12-02T12:00:00.000Z',
        };
        return { body: { data: statement.status === 'paid' ? [entry] : [] } };
      }
      return undefined;
    });
    renderApp('/panel/earnings');
    const card = await screen.findByTestId('statement');
    expect(card).toHaveTextContent('blogger@example.com');
    expect(card).toHaveTextContent('₽1,456.65');
    fireEvent.change(within(card).getByLabelText('Transfer reference'), { target: { value: 'SBP-1' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Mark paid' }));
    // asked first, with the amount, the partner and the reference (issue 34 point 3)
    const question = await screen.findByRole('alertdialog', { name: 'Mark this statement paid?' });
    expect(question).toHaveTextContent('blogger@example.com, transfer reference SBP-1');
    expect(calls.find((c) => c.path === 'team/payouts/markpaid')).toBeUndefined();
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, mark paid' }));
    expect(await within(await screen.findByTestId('statement')).findByText('Reference SBP-1')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'team/payouts/markpaid')?.body).toMatchObject({ id: 41, reference: 'SBP-1' });
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Undo mark paid' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved payouts-2026-12.csv')).toBeInTheDocument();
    expect(saved).toEqual(['payouts-2026-12.csv']);
    expect(calls.find((c) => c.path === 'team/payouts/export')?.body).toMatchObject({ month: '2026-12' });
    // the statement's history (issue 25 point 9), shown with its lines
    fireEvent.click(within(screen.getByTestId('statement')).getByText('1 line'));
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('team@example.com marked the statement paid, transfer reference SBP-1');
    expect(calls.find((c) => c.path === 'team/audit/list')?.body).toMatchObject({ subject: 'statement:41' });
    click.mockRestore();
  });

  it('lets a partner mute the notices of each sale (issue 25 point 6)', async () => {
    const calls = signedIn(4, () => ({ body: [] }));
    renderApp('/panel/earnings');
    const toggle = await screen.findByRole('switch', { name: 'Tell me of each sale with my codes' });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Statements and payouts are always sent/)).toBeInTheDocument();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((c) => c.path === 'payments/promo/notices/update')?.body).toMatchObject({ sales: false });
  });
});

describe('the month label', () => {
  it('names the month and the year only, with a capital letter, in en and ru', () => {
    expect(monthLabel({ year: 2026, month: 10 }, 'en')).toBe('November 2026');
    expect(monthLabel({ year: 2026, month: 10 }, 'ru')).toBe('Ноябрь 2026');
  });
});
