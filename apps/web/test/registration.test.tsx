import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { location, problem, profile, renderApp, stubApi, visited } from './helpers';
import { loadEstimator } from '../src/features/auth/password/strength';

async function fill(email: string, password: string, confirm: string, consent = !!email) {
  if (email) await userEvent.type(screen.getByLabelText('E-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  if (consent) await userEvent.click(screen.getByRole('checkbox', { name: /I am a parent or guardian/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

const STRONG = 'violet kettle harbor 91';
beforeAll(async () => {
  await loadEstimator();
}, 60_000);

describe('registration', () => {
  it('names every empty field as required and shows the form-fill error, sending nothing', async () => {
    const calls = stubApi(() => undefined);
    renderApp('/registration');
    await fill('', '', '');
    const dialog = await screen.findByRole('alertdialog', { name: 'Please fill in the form' });
    expect(dialog).toHaveTextContent('Fill all required fields correctly');
    expect(screen.getByText('E-mail is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is Required')).toBeInTheDocument();
    expect(
      screen.getByText('Confirm that you are a parent or guardian and accept the privacy notice'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(calls.filter((c) => c.path === 'user/create')).toHaveLength(0);
  });

  it("clears a field's message as soon as the field is fixed, without another submit", async () => {
    stubApi(() => undefined);
    renderApp('/registration');
    await fill('', 'one', 'two');
    expect(await screen.findByText('E-mail is Required')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'mum@example.com');
    expect(screen.queryByText('E-mail is Required')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false');
    // equal passwords clear the mismatch, whichever of the two was changed
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'two');
    expect(screen.queryByText('Passwords must match')).toBeNull();
  });

  it('shows the spec messages for an invalid e-mail and different passwords', async () => {
    stubApi(() => undefined);
    renderApp('/registration');
    await fill('not-an-email', 'one', 'two');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a short or common password with the reason and the meter, sending nothing', async () => {
    const calls = stubApi(() => undefined);
    renderApp('/registration');
    await fill('new@example.com', '123', '123');
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(await screen.findByRole('meter', { name: 'Password strength' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await fill('', 'qwerty123', 'qwerty123');
    expect(await screen.findByText('This is one of the most common passwords.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'user/create')).toHaveLength(0);
  });

  it('registers an ordinary user with type 0 and the hashed password, and lands on /', async () => {
    const calls = stubApi((path) =>
      path === 'user/create'
        ? { body: { success: true } }
        : path === 'user/signinv2'
          ? { body: { token: 't', ...profile({ bday: null }) } }
          : undefined,
    );
    renderApp('/registration');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await fill('new@example.com', STRONG, STRONG);
    // "/" then sends the new user on to the wizard, which asks for the child's age
    await waitFor(() => expect(location()).toBe('/userdatawizard'));
    expect(visited()).toContain('/');
    const sent = calls.find((c) => c.path === 'user/create')!;
    expect(sent.body).toMatchObject({
      login: 'new@example.com',
      type: 0,
      locale: 'en',
      password: await hashPassword('new@example.com', STRONG),
      parentConsent: PRIVACY_NOTICE_VERSION,
    });
    // registration answers alike for new and taken addresses: the same credentials then sign in
    expect(calls.find((c) => c.path === 'user/signinv2')!.body).toMatchObject({
      login: 'new@example.com',
      password: await hashPassword('new@example.com', STRONG),
    });
    expect(localStorage.getItem('tt.token')).toBe('t');
  });

  it('registers a blogger with type 4 under its own caption and opens partner info', async () => {
    const calls = stubApi((path) =>
      path === 'user/create'
        ? { body: { success: true } }
        : path === 'user/signinv2'
          ? { body: { token: 't', ...profile({ type: 4, features: ['promounmoderated'] }) } }
          : undefined,
    );
    renderApp('/registration?type=blogger');
    expect(screen.getByRole('heading', { name: 'Become a Tiny Tidings partner' })).toBeInTheDocument();
    expect(
      screen.getByText('Partners earn up to 13% of income, and their followers get up to 10% off.'),
    ).toBeInTheDocument();
    await fill('blog@example.com', STRONG, STRONG);
    await waitFor(() => expect(location()).toBe('/panel/partnerinfo'));
    expect(calls.find((c) => c.path === 'user/create')!.body.type).toBe(4);
  });

  it('says to check the e-mail when the address already had an account', async () => {
    stubApi((path) =>
      path === 'user/create'
        ? { body: { success: true } }
        : path === 'user/signinv2'
          ? problem(401, 401, 'Invalid Access Details')
          : undefined,
    );
    renderApp('/registration');
    await fill('taken@example.com', STRONG, STRONG);
    const dialog = await screen.findByRole('alertdialog', { name: 'Check your e-mail' });
    expect(
      within(dialog).getByText(
        'This address already has an account, so we sent its owner an e-mail. If it is yours, sign in or restore the password.',
      ),
    ).toBeInTheDocument();
    expect(location()).toBe('/registration');
  });

  it('shows the server reason when registration fails', async () => {
    stubApi((path) =>
      path === 'user/create' ? problem(429, 429, 'Too many attempts.', { key: 'errors.tooMany' }) : undefined,
    );
    renderApp('/registration');
    await fill('busy@example.com', STRONG, STRONG);
    const dialog = await screen.findByRole('alertdialog', { name: 'Registration failed' });
    expect(within(dialog).getByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
    expect(location()).toBe('/registration');
  });
});
