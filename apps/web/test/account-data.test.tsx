/** Your data (issue 26 §11): download and delete from the profile, behind the parental pin; the team's data request. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@tt/contract';
import { appInfo, location, problem, profile, renderApp, signedInAs, stubApi, type Answer } from './helpers';

const PIN = '2468';
const pinAnswers = (path: string, body: Record<string, unknown>) => {
  if (path === 'userdata/pin/status') return { body: { set: true } };
  if (path === 'userdata/pin/check')
    return body.pin === PIN
      ? { body: { ok: true } }
      : problem(422, 422, 'Invalid pincode', {
          key: 'errors.invalidPin',
          errors: [{ field: 'pin', key: 'errors.invalidPin', message: 'Invalid pincode' }],
        });
  return undefined;
};

async function enterPin(pin = PIN) {
  const dialog = await screen.findByRole('dialog', { name: 'Pin code' });
  for (const d of pin) fireEvent.click(within(dialog).getByRole('button', { name: `Digit ${d}` }));
}

/** On the profile: unlocks the settings, asks to delete the account and gives the pin again; returns the yes/no. */
async function openDeleteConfirm() {
  renderApp('/profile');
  fireEvent.click(await screen.findByRole('button', { name: 'Unlock settings' }));
  await enterPin();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  await enterPin();
  return screen.findByRole('alertdialog', { name: 'Delete the account?' });
}

/** The browser's save of a downloaded file: the object URL made and the link clicked. */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; a test file runs in its own window, so setting them here stays here
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** A team member opens the written data request of parent 5 from the users list; `answer` stubs the calls it makes. */
async function openDataRequest(answer: (path: string) => Answer | undefined) {
  localStorage.setItem('tt.token', 'token-1');
  const row = {
    id: 5,
    type: 0,
    phone: null,
    email: 'parent@x.y',
    date: '2026-11-01T00:00:00Z',
    avatar: null,
    contact: 'parent@x.y',
    features: [],
  };
  const calls = stubApi((path) => {
    if (path === 'user/info/get') return { body: profile({ type: 8, features: ['team'] }) };
    if (path === 'app/info') return { body: appInfo };
    if (path === 'team/users/list') return { body: { data: [row], count: 1 } };
    return answer(path);
  });
  renderApp('/panel/users');
  const [item] = await screen.findAllByTestId('user-row');
  fireEvent.click(within(item!).getByRole('button', { name: 'Actions for user 5' }));
  fireEvent.click(within(item!).getByRole('menuitem', { name: 'Data request' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Written data request' }) };
}

describe('your data in the profile', () => {
  it('is behind the pin; downloads the zip with the session, and deletes the account after the pin and a yes', async () => {
    const saved = watchDownloads();
    localStorage.setItem('tt.lastLogin', profile().info.email!);
    const calls = signedInAs(profile(), (path, body) => {
      if (path === 'userdata/account/export') return { body: { zip: 'bytes' } };
      if (path === 'userdata/account/delete') return { body: { success: true } };
      if (path === 'user/signout') return problem(401, 600, 'Wrong token');
      return pinAnswers(path, body);
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock settings' }));
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    await enterPin();

    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = calls.find((c) => c.path === 'userdata/account/export')!;
    expect(exported.headers.get('authorization')).toBe('Bearer token-1');
    expect(saved[0]!.name).toMatch(/\.zip$/);

    // deleting asks for the pin again: a wrong one does nothing
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await enterPin('1111');
    expect(await screen.findByText('Invalid pincode')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Delete the account?' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Pin code' }).querySelector('.pin__dots')).toHaveAttribute(
        'data-count',
        '0',
      ),
    );
    await enterPin();
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the account?' });
    expect(calls.some((c) => c.path === 'userdata/account/delete')).toBe(false);
    // and for the password, which goes hashed as sign-in sends it, with the pin, for the server to check
    fireEvent.change(within(confirm).getByLabelText(/Your password/), { target: { value: 'secret-password' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));

    await waitFor(() => expect(location()).toBe('/signin'));
    const deleted = calls.filter((c) => c.path === 'userdata/account/delete');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.body).toMatchObject({
      password: await hashPassword(profile().info.email!, 'secret-password'),
      pin: PIN,
    });
    expect(localStorage.getItem('tt.token')).toBeNull();
    // the sign-in page does not offer the deleted address again
    expect(localStorage.getItem('tt.lastLogin')).toBeNull();
    expect(await screen.findByLabelText('E-mail')).toHaveValue('');
    expect(await screen.findByText('The account is deleted. A confirmation e-mail is on its way.')).toBeInTheDocument();
  });

  it('No keeps the account', async () => {
    const calls = signedInAs(profile(), pinAnswers);
    const confirm = await openDeleteConfirm();
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'userdata/account/delete')).toBe(false);
    expect(location()).toBe('/profile');
  });
  it('says why a deletion failed and keeps the account signed in', async () => {
    const calls = signedInAs(profile(), (path, body) =>
      path === 'userdata/account/delete' ? problem(500, 500, 'Boom') : pinAnswers(path, body),
    );
    const confirm = await openDeleteConfirm();
    fireEvent.change(within(confirm).getByLabelText(/Your password/), { target: { value: 'secret-password' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(calls.filter((c) => c.path === 'userdata/account/delete')).toHaveLength(1);
    expect(location()).toBe('/profile');
    expect(localStorage.getItem('tt.token')).toBe('token-1');
    expect(within(confirm).getByRole('button', { name: 'Yes, delete' })).toBeEnabled();
  });
});

describe("the team's data request", () => {
  it('needs the request reference, then deletes the parent with it after a yes', async () => {
    const { calls, dialog } = await openDataRequest((path) =>
      path === 'team/users/delete' ? { body: { success: true } } : undefined,
    );
    const remove = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(remove).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Download data' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Request reference (letter, ticket, date)'), {
      target: { value: 'Letter of 2026-11-20' },
    });
    fireEvent.click(remove);
    const confirm = await within(dialog).findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete parent@x.y for good?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The account is deleted.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'team/users/delete')!.body).toMatchObject({
      id: 5,
      note: 'Letter of 2026-11-20',
    });
  });

  it('says why the deletion failed, in the question, and keeps asking', async () => {
    const { calls, dialog } = await openDataRequest((path) =>
      path === 'team/users/delete' ? problem(429, 429, 'Too many') : undefined,
    );
    fireEvent.change(within(dialog).getByLabelText('Request reference (letter, ticket, date)'), {
      target: { value: 'Letter of 2026-11-20' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const confirm = await within(dialog).findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(calls.filter((c) => c.path === 'team/users/delete')).toHaveLength(1);
    expect(screen.queryByText('The account is deleted.')).toBeNull();
    expect(within(confirm).getByRole('button', { name: 'Yes, delete' })).toBeEnabled();
  });

  it('says why the download failed, in the dialog', async () => {
    const { calls, dialog } = await openDataRequest((path) =>
      path.startsWith('userdata/account/export') ? problem(500, 500, 'Boom') : undefined,
    );
    fireEvent.change(within(dialog).getByLabelText('Request reference (letter, ticket, date)'), {
      target: { value: 'Letter of 2026-11-20' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download data' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(calls.filter((c) => c.path.startsWith('userdata/account/export'))).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Download data' })).toBeEnabled();
  });
});
