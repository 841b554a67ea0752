/** /panel/promocodes with the network stubbed: the list by account type, search and sort, the strategy article. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '@tt/contract';
import { appInfo, problem, profile, renderApp, stubApi } from './helpers';
import { tidingsPlan } from './payments-fixture';

type Code = CallOutput<'team/promo/list'>['data'][number];
const code = (over: Partial<Code>): Code => ({
  id: 1,
  code: 'SUNNYBLOG',
  owner: 3,
  planid: 1,
  start: '2026-11-01T00:00:00.000Z',
  end: '2026-12-01T00:00:00.000Z',
  feature: '{"discount":10,"reward":13}',
  discount: 10,
  reward: 13,
  duration: '1m',
  status: 'active',
  active: true,
  ...over,
});

function signedIn(type: 4 | 2) {
  localStorage.setItem('tt.token', 'token-1');
  return stubApi((path, body) => {
    if (path === 'user/info/get') return { body: profile({ type, features: type === 4 ? ['promo'] : ['team'] }) };
    if (path === 'app/info') return { body: { ...appInfo, plans: [tidingsPlan] } };
    if (path === 'team/promo/list') {
      const all = [
        code({ ownerEmail: 'blogger@example.com' }),
        code({ id: 2, code: 'RAINYDAYS', status: 'end', active: false, ownerEmail: 'vlog@example.com' }),
        code({ id: 3, code: 'LAPSEDBLOG', status: 'paused', active: false, ownerEmail: 'lapsed@example.com' }),
      ];
      const search = String(body.searchStrFilter ?? '').toUpperCase();
      const data = all.filter((c) => c.code.includes(search));
      return { body: { data, count: data.length } };
    }
    if (path === 'payments/promo/list') return { body: { data: [code({})], count: 1 } };
    return undefined;
  });
}

describe('/panel/promocodes', () => {
  it('shows the team every code with its owner and status, searched and sorted on the server', async () => {
    const calls = signedIn(2);
    renderApp('/panel/promocodes');
    const rows = await screen.findAllByTestId('promo-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('blogger@example.com')).toBeInTheDocument();
    // the plan by its name, never "Plan 1"
    await waitFor(() => expect(rows[0]).toHaveTextContent('Tiny Tidings, one month'));
    expect(rows[0]).not.toHaveTextContent('Plan 1');
    expect(within(rows[1]!).getByText('Ended')).toBeInTheDocument();
    // a code checkout would refuse (its owner is not verified) is paused, not Active
    expect(within(rows[2]!).getByText('Paused')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'team/promo/list')?.body).toMatchObject({
      pageNumber: 0,
      pageSize: 20,
      sortFields: [{ field: 'date', order: 'desc' }],
    });
    fireEvent.change(screen.getByLabelText('Search by code'), { target: { value: 'rainy' } });
    await waitFor(() => expect(screen.getAllByTestId('promo-row')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'date_asc' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'team/promo/list').at(-1)?.body).toMatchObject({
        searchStrFilter: 'rainy',
        sortFields: [{ field: 'date', order: 'asc' }],
      }),
    );
    expect(calls.some((c) => c.path === 'payments/promo/list')).toBe(false);
  });

  it('says when a search matches nothing, and shows a failed list as its error alone', async () => {
    signedIn(2);
    renderApp('/panel/promocodes');
    await screen.findAllByTestId('promo-row');
    fireEvent.change(screen.getByLabelText('Search by code'), { target: { value: 'nothing' } });
    expect(await screen.findByText('Nothing matches “nothing”.')).toBeInTheDocument();
    expect(screen.queryByText('No promo codes yet.')).toBeNull();

    localStorage.setItem('tt.token', 'token-1');
    stubApi((path) => {
      if (path === 'user/info/get') return { body: profile({ type: 2, features: ['team'] }) };
      if (path === 'app/info') return { body: appInfo };
      if (path === 'team/promo/list') return problem(500, 500, 'Boom');
      return undefined;
    });
    renderApp('/panel/promocodes');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('No promo codes yet.')).toBeNull();
  });

  it('shows a partner their own codes and opens the strategy article', async () => {
    const calls = signedIn(4);
    renderApp('/panel/promocodes');
    const [row] = await screen.findAllByTestId('promo-row');
    expect(row).toHaveTextContent('Discount 10 %, reward 13 %');
    expect(within(row!).queryByText('blogger@example.com')).toBeNull();
    expect(calls.some((c) => c.path === 'team/promo/list')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'How to run a campaign' }));
    const article = await screen.findByRole('dialog', { name: 'Campaign strategy' });
    expect(within(article).getByText('When to post')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('checks a new code in the dialog: each problem under its field as an alert, hints read with their inputs', async () => {
    const calls = signedIn(4);
    renderApp('/panel/promocodes');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    expect(within(dialog).getByLabelText('Start')).toHaveAccessibleDescription('Leave empty to start now.');
    expect(within(dialog).getByLabelText('Your reward, %')).toHaveAccessibleDescription(
      'Leave empty to earn the same percent as the discount.',
    );
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'Sunny' } });
    fireEvent.change(within(dialog).getByLabelText('Discount for followers, %'), { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toContain('The code must be 6 to 20 Latin letters');
    expect(alerts).toContain('A whole percent from 6 to 10');
    expect(code).toHaveAccessibleDescription('The code must be 6 to 20 Latin letters');
    expect(within(dialog).getByLabelText('Discount for followers, %')).toHaveAccessibleDescription(
      'A whole percent from 6 to 10',
    );
    expect(calls.some((c) => c.path === 'payments/promo/addcode')).toBe(false);
  });

  it('takes whole percents only, says an empty discount is required, and refuses a code already over', async () => {
    const calls = signedIn(4);
    renderApp('/panel/promocodes');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    const discount = within(dialog).getByLabelText('Discount for followers, %');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'SunnyBlog' } });
    fireEvent.change(discount, { target: { value: '7.5' } });
    fireEvent.change(within(dialog).getByLabelText('Your reward, %'), { target: { value: '13.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(discount).toHaveAccessibleDescription('A whole percent from 6 to 10'));
    expect(within(dialog).getByLabelText('Your reward, %')).toHaveAccessibleDescription(
      'Leave empty to earn the same percent as the discount. A whole percent from 6 to 13',
    );
    fireEvent.change(discount, { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText('Your reward, %'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Start'), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Start')).toHaveAccessibleDescription(
        'Leave empty to start now. A code starting then would already be over: choose a later start',
      ),
    );
    fireEvent.change(discount, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(discount).toHaveAccessibleDescription('Discount for followers, % is Required'));
    expect(calls.some((c) => c.path === 'payments/promo/addcode')).toBe(false);
  });
});

describe('what an admin may create (issue 25 point 10, decision 067)', () => {
  function signedInAs(type: 0 | 2 | 8, features: ('admin' | 'promo')[]) {
    localStorage.setItem('tt.token', 'token-1');
    const made: Code[] = [];
    const calls = stubApi((path, body) => {
      if (path === 'user/info/get') return { body: profile({ type, features }) };
      if (path === 'app/info') return { body: { ...appInfo, plans: [tidingsPlan] } };
      if (path === 'team/promo/list') return { body: { data: made, count: made.length } };
      if (path === 'payments/promo/addcode') {
        const created = code({ id: 9, code: String(body.code).toUpperCase(), status: 'notstarted', active: false });
        made.push({ ...created, ownerEmail: 'mum@example.com' });
        return { body: created };
      }
      return undefined;
    });
    return calls;
  }

  it('offers no new code to an account without a list, whose code would show nowhere', async () => {
    for (const [type, features] of [
      [0, ['admin']],
      [2, ['promo']],
    ] as const) {
      const calls = signedInAs(type, [...features]);
      const { unmount } = renderApp('/panel/promocodes');
      expect(await screen.findByText('Promo codes and earnings are kept for partners and the team.')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Add a promo code' })).toBeNull();
      expect(calls.some((c) => c.path.includes('promo/list'))).toBe(false);
      unmount();
    }
  });

  it('gives an admin of a team type the form, and their new code appears in their list with its state', async () => {
    signedInAs(8, ['admin']);
    renderApp('/panel/promocodes');
    expect(await screen.findByText('No promo codes yet.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add a promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    // the plans come with app/info
    await within(dialog).findByRole('option', { name: tidingsPlan.name });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'HouseLater' } });
    fireEvent.change(within(dialog).getByLabelText('Start'), { target: { value: '2030-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const row = await screen.findByTestId('promo-row');
    expect(row).toHaveTextContent('HOUSELATER');
    expect(within(row).getByText('Not started')).toBeInTheDocument();
    expect(within(row).getByText('mum@example.com')).toBeInTheDocument();
  });
});
