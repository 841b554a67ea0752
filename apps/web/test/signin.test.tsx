import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, PRIVACY_NOTICE_VERSION, toHex, type CallOutput } from '@tt/contract';
import { appInfo, emailLine, location, problem, profile, renderApp, stubApi } from './helpers';

const signedIn = (p = profile()) => ({ body: { token: 'new-token', ...p } satisfies CallOutput<'user/signinv2'> });

describe('sign-in', () => {
  it('prefills the last login, submits on Enter with the hashed password, and returns to the page asked for', async () => {
    localStorage.setItem('tt.lastLogin', 'mum@example.com');
    const calls = stubApi((path) =>
      path === 'user/signinv2' ? signedIn() : path === 'app/info' ? { body: appInfo } : undefined,
    );
    renderApp(`/signin?redirect=${toHex('/profile')}`);
    expect(screen.getByLabelText('E-mail')).toHaveValue('mum@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(await screen.findByText(emailLine('E-mail: mum@example.com'))).toBeInTheDocument();
    const sent = calls.find((c) => c.path === 'user/signinv2')!;
    expect(sent.body).toMatchObject({
      login: 'mum@example.com',
      password: await hashPassword('mum@example.com', 'secret'),
    });
    expect(sent.body.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('tt.token')).toBe('new-token');
  });

  it('remembers the login for the next visit', async () => {
    stubApi((path) => (path === 'user/signinv2' ? signedIn() : undefined));
    const first = renderApp('/signin');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('E-mail'), 'mum@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(location()).not.toBe('/signin'));
    first.unmount();
    localStorage.removeItem('tt.token');
    renderApp('/signin');
    expect(screen.getByLabelText('E-mail')).toHaveValue('mum@example.com');
  });

  it('lands a partner on /panel when there is no redirect', async () => {
    stubApi((path) =>
      path === 'user/signinv2' ? signedIn(profile({ type: 4, features: ['promounmoderated'] })) : undefined,
    );
    renderApp('/signin');
    await userEvent.type(screen.getByLabelText('E-mail'), 'blog@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await waitFor(() => expect(location()).toBe('/panel'));
  });

  it('shows "Invalid Access Details" for 401 and 511, and keeps the login', async () => {
    for (const [status, code] of [
      [401, 401],
      [401, 511],
    ] as const) {
      stubApi((path) => (path === 'user/signinv2' ? problem(status, code, 'Wrong') : undefined));
      const view = renderApp('/signin');
      await userEvent.type(screen.getByLabelText('E-mail'), 'a@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'x');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Invalid Access Details' });
      expect(dialog).toHaveTextContent('Wrong Username or Password');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByLabelText('E-mail')).toHaveValue('a@example.com');
      expect(localStorage.getItem('tt.token')).toBeNull();
      view.unmount();
    }
  });

  it('answers empty sign-in data without asking the server', async () => {
    const calls = stubApi(() => undefined);
    renderApp('/signin');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Invalid Access Details' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'user/signinv2')).toHaveLength(0);
  });

  it('tells about a connection problem once the retries are spent, and anything else as "Something went wrong"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const offline = vi.fn(async (_url: string) => Promise.reject(new TypeError('Failed to fetch')));
    const signInAttempts = () => offline.mock.calls.filter(([url]) => url.endsWith('user/signinv2')).length;
    vi.stubGlobal('fetch', offline);
    const first = renderApp('/signin');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // the password is hashed first; the three retries start with the first attempt
    await waitFor(() => expect(signInAttempts()).toBe(1));
    await vi.advanceTimersByTimeAsync(3000);
    expect(signInAttempts()).toBe(4);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign-in failed' });
    expect(dialog).toHaveTextContent('Connection problem. Please check your internet connection.');
    first.unmount();
    vi.useRealTimers();

    stubApi((path) => (path === 'user/signinv2' ? problem(500, 500, 'Boom') : undefined));
    renderApp('/signin');
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Sign-in failed' })).toHaveTextContent(
      'Something went wrong',
    );
  });

  it('covers the page with the preloader while authorizing', async () => {
    // Only the sign-in waits; every later call (the home page's) answers at once, so nothing else holds the preloader.
    let answer: ((value: Response) => void) | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).endsWith('user/signinv2')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(new Response(JSON.stringify({ code: 501, message: 'not stubbed' }), { status: 501 })),
      ),
    );
    renderApp('/signin');
    await userEvent.type(screen.getByLabelText('E-mail'), 'mum@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    // the password is hashed before the call goes out (slow on a busy machine): answer the call itself
    await waitFor(() => expect(answer).not.toBeNull());
    answer!(new Response(JSON.stringify({ token: 't', ...profile() }), { status: 200 }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 5000 });
  });

  it('links to forgot password and registration, and offers Google only when the server has a client id', async () => {
    stubApi((path) => (path === 'app/info' ? { body: appInfo } : undefined));
    const first = renderApp('/signin');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/registration');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Sign in with Google' })).toBeNull());
    first.unmount();

    stubApi((path) => (path === 'app/info' ? { body: { ...appInfo, googleClientId: 'client-1' } } : undefined));
    renderApp('/signin');
    expect(await screen.findByRole('group', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
  });

  it('asks a new Google account to confirm a parent or guardian first, then sends the same token with the consent', async () => {
    const google = { callback: (_: { credential: string }) => {} };
    (window as unknown as { google: unknown }).google = {
      accounts: {
        id: {
          initialize: (o: { callback: typeof google.callback }) => (google.callback = o.callback),
          renderButton: () => {},
        },
      },
    };
    let links = 0;
    const calls = stubApi((path) => {
      if (path === 'app/info') return { body: { ...appInfo, googleClientId: 'client-1' } };
      if (path !== 'user/link') return undefined;
      return ++links === 1
        ? problem(422, 422, 'Unprocessable', {
            errors: [{ field: 'parentConsent', key: 'validation.parentConsent', message: 'Confirm' }],
          })
        : signedIn();
    });
    renderApp('/signin');
    await screen.findByRole('group', { name: 'Sign in with Google' });
    await waitFor(() => expect(links).toBe(0));
    google.callback({ credential: 'google-token' });
    await screen.findByText(/This Google account is new to Tiny Tidings/);
    await userEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm that you are a parent or guardian and accept the privacy notice',
    );
    expect(links).toBe(1);
    await userEvent.click(screen.getByRole('checkbox', { name: /I am a parent or guardian/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    await waitFor(() => expect(localStorage.getItem('tt.token')).toBe('new-token'));
    const sent = calls.filter((c) => c.path === 'user/link').map((c) => c.body);
    expect(sent[0]).not.toHaveProperty('parentConsent');
    expect(sent[1]).toMatchObject({ idToken: 'google-token', parentConsent: PRIVACY_NOTICE_VERSION });
    delete (window as unknown as { google?: unknown }).google;
  });
});
