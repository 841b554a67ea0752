import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '@tt/contract';
import { setLocale } from '../src/lib/i18n';
import { appInfo, problem, profile, renderApp, stubApi } from './helpers';

type PartnerInfo = CallOutput<'partner/info/get'>;
const verified: PartnerInfo = {
  userid: 1,
  email: 'mum@example.com',
  type: 4,
  info: { country: 'de', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '4930123', social: 'x.y' },
  paymentinfo: {},
  status: 'verified',
  veriefied: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
  refusal: null,
  teamChange: null,
};

function partner(info: PartnerInfo) {
  localStorage.setItem('tt.token', 'token-1');
  return stubApi((path, body) => {
    if (path === 'user/info/get') return { body: profile({ type: 4, features: ['promounmoderated', 'promo'] }) };
    if (path === 'app/info') return { body: appInfo };
    if (path === 'partner/info/get') return { body: info };
    if (path === 'partner/info/update')
      return { body: { ...info, ...(body as object), status: 'verifying', veriefied: false } };
    return undefined;
  });
}

describe('/panel/partnerinfo', () => {
  it('asks a verified partner before a change, and sends the change with confirm', async () => {
    const calls = partner(verified);
    renderApp('/panel/partnerinfo');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Leigh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Change verified details?' });
    expect(calls.some((c) => c.path === 'partner/info/update')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, change them' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'partner/info/update')).toBe(true));
    expect(calls.find((c) => c.path === 'partner/info/update')!.body).toMatchObject({
      confirm: true,
      info: { lastName: 'Leigh', country: 'de' },
    });
  });

  it('saves unchanged data without asking or calling, and No keeps the edit in the form (decision 050)', async () => {
    const calls = partner(verified);
    renderApp('/panel/partnerinfo');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing has changed: your details stay as they were')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Leigh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Change verified details?' });
    expect(ask).toHaveTextContent('Your promo codes keep working');
    fireEvent.click(within(ask).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Last name')).toHaveValue('Leigh');
    expect(calls.some((c) => c.path === 'partner/info/update')).toBe(false);
  });

  it("says why a save failed after the form's button, with the error icon, in English and Russian", async () => {
    const info: PartnerInfo = { ...verified, status: 'verifying', veriefied: false };
    localStorage.setItem('tt.token', 'token-1');
    const calls = stubApi((path) => {
      if (path === 'user/info/get') return { body: profile({ type: 4, features: ['promounmoderated'] }) };
      if (path === 'app/info') return { body: appInfo };
      if (path === 'partner/info/get') return { body: info };
      if (path === 'partner/info/update') return problem(429, 429, 'Too many');
      return undefined;
    });
    renderApp('/panel/partnerinfo');
    fireEvent.change(await screen.findByLabelText('Last name'), { target: { value: 'Leigh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(within(failure).getByRole('img', { name: 'Not saved' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' }).nextElementSibling).toBe(failure);
    expect(calls.filter((c) => c.path === 'partner/info/update')).toHaveLength(1);
    act(() => setLocale('ru'));
    expect(screen.getByRole('alert')).toHaveTextContent('Слишком много попыток. Подождите минуту и попробуйте снова.');
    expect(within(screen.getByRole('alert')).getByRole('img', { name: 'Не сохранено' })).toBeInTheDocument();
  });

  it('asks for the bank details only for Russia, with the contract rule', async () => {
    const calls = partner({ ...verified, info: {}, status: 'empty', veriefied: false, updatedAt: null });
    renderApp('/panel/partnerinfo');
    expect(await screen.findByText('Not filled in yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('INN')).toBeNull();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'ru' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('INN is Required')).toBeInTheDocument();
    expect(screen.getByText('Must be exactly 20 characters')).toBeInTheDocument();
    expect(screen.getByText('First name is Required')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'partner/info/update')).toBe(false);
  });
});

describe('/panel/users', () => {
  const rows = [
    {
      id: 5,
      type: 0,
      phone: null,
      email: 'a@x.y',
      date: '2026-11-01T00:00:00Z',
      avatar: null,
      contact: 'a@x.y',
      features: [],
    },
    {
      id: 6,
      type: 4,
      phone: null,
      email: null,
      date: '2026-11-01T00:00:00Z',
      avatar: null,
      contact: null,
      features: [],
    },
    {
      id: 7,
      type: 8,
      phone: '7900',
      email: null,
      date: '2026-11-01T00:00:00Z',
      avatar: null,
      contact: '7900',
      features: [],
    },
  ];
  function team(features: ('team' | 'moderation')[]) {
    localStorage.setItem('tt.token', 'token-1');
    return stubApi((path) => {
      if (path === 'user/info/get') return { body: profile({ type: 8, features }) };
      if (path === 'app/info') return { body: appInfo };
      if (path === 'team/users/list') return { body: { data: rows, count: rows.length } };
      if (path === 'team/users/changetype')
        return problem(409, 409, 'The user already has this type', { key: 'errors.typeSame' });
      return undefined;
    });
  }

  it('shows id, type icon, contact or a dash; the menu offers only the other of 0 and 4', async () => {
    const calls = team(['team']);
    renderApp('/panel/users');
    const list = await screen.findAllByTestId('user-row');
    expect(list[0]).toHaveTextContent('#5');
    expect(within(list[0]!).getByRole('img', { name: 'Type 0: user' })).toBeInTheDocument();
    expect(list[1]).toHaveTextContent('—');
    expect(within(list[2]!).getByRole('img', { name: 'Type 8: team owner' })).toBeInTheDocument();

    fireEvent.click(within(list[0]!).getByRole('button', { name: 'Actions for user 5' }));
    expect(
      within(list[0]!)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Make a partner (type 4)', 'Data request']);
    fireEvent.click(within(list[1]!).getByRole('button', { name: 'Actions for user 6' }));
    expect(
      within(list[1]!)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Make an ordinary user (type 0)', 'Partner information', 'Data request']);
    fireEvent.click(within(list[2]!).getByRole('button', { name: 'Actions for user 7' }));
    expect(within(list[2]!).queryAllByRole('menuitem')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'partners' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'team/users/list').at(-1)!.body).toMatchObject({
        pageSize: 20,
        fieldsFilter: { type: 4 },
        sortFields: [{ field: 'date', order: 'desc' }],
      }),
    );
    // the rows stayed while the filter loaded: user 5's menu is still open, not closed by the reload
    const again = (await screen.findAllByTestId('user-row'))[0]!;
    expect(again).toBe(list[0]);
    fireEvent.click(within(again).getByRole('menuitem', { name: 'Make a partner (type 4)' }));
    // the change is asked first, with what it gives (issue 25 point 9)
    const ask = within(again).getByRole('alertdialog', { name: 'Make a partner (type 4)' });
    expect(ask).toHaveTextContent('promo codes open once the team verifies their data');
    expect(calls.some((c) => c.path === 'team/users/changetype')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, change the type' }));
    expect(await screen.findByText('The user already has this type')).toBeInTheDocument();
  });

  it('offers no menu to a moderator, who only lists users', async () => {
    team(['moderation']);
    renderApp('/panel/users');
    await screen.findAllByTestId('user-row');
    expect(screen.queryByRole('button', { name: /Actions for user/ })).toBeNull();
  });
});
