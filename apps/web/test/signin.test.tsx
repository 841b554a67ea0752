import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@tt/contract';
import { appInfo, location, profile, renderApp, stubApi } from './helpers';

afterEach(() => vi.unstubAllGlobals());

describe('sign-in', () => {
  it('prefills the last login, submits on Enter with the hashed password, and goes to the redirect', async () => {
    localStorage.setItem('tt.lastLogin', 'mum@example.com');
    const calls = stubApi((path) => (path === 'user/signinv2' ? { body: { token: 't', ...profile() } } : path === 'app/info' ? { body: appInfo } : undefined));
    renderApp('/signin?redirect=2f70726f66696c65');
    expect(screen.getByLabelText('E-mail')).toHaveValue('mum@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(location()).toBe('/profile'));
    const sent = calls.find((c) => c.path === 'user/signinv2')!;
    expect(sent.body.password).toBe(await hashPassword('mum@example.com', 'secret'));
    expect(sent.body.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows "Invalid Access Details" for 401', async () => {
    stubApi((path) => (path === 'user/signinv2' ? { status: 401, body: { status: 401, code: 401, title: 'Wrong Username or Password' } } : undefined));
    renderApp('/signin');
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invalid Access Details' });
    expect(dialog).toHaveTextContent('Wrong Username or Password');
  });
});

describe('registration', () => {
  it('shows the spec messages and sends nothing for an invalid form', async () => {
    const calls = stubApi(() => undefined);
    renderApp('/registration');
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'one');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'two');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Please fill in the form' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'user/create')).toHaveLength(0);
  });

  it('registers a blogger with type 4 under its own caption and opens partner info', async () => {
    const calls = stubApi((path) => (path === 'user/create' ? { body: { token: 't', ...profile({ type: 4, features: ['promounmoderated'] }) } } : undefined));
    renderApp('/registration?type=blogger');
    expect(screen.getByRole('heading', { name: 'Become a Tiny Tidings partner' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'blog@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/panel/partnerinfo'));
    expect(calls.find((c) => c.path === 'user/create')!.body.type).toBe(4);
  });

  it('keeps Next disabled on forgot password while the field is empty', async () => {
    stubApi(() => undefined);
    renderApp('/forgotpassword');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@b.c');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
