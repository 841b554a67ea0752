import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emailLine, location, profile, renderApp, signedInAs } from './helpers';

describe('profile', () => {
  it('shows the user card, settings with effects on by default, and the version', async () => {
    signedInAs(profile({ emailConfirmed: false }));
    renderApp('/profile');
    expect(await screen.findByText(emailLine('E-mail: mum@example.com'))).toBeInTheDocument();
    expect(screen.getByText(/E-mail not confirmed yet/)).toBeInTheDocument();
    for (const effect of ['Animated background', 'Emoji', 'Particles'])
      expect(screen.getByRole('switch', { name: effect })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/changepassword');
    expect(screen.getByRole('link', { name: 'Support chat' })).toHaveAttribute('href', '/chat?support=true');
    expect(screen.getByText('Version 0.0.3')).toBeInTheDocument();
  });

  it('switches to the black theme and keeps it on the device', async () => {
    signedInAs(profile());
    renderApp('/profile');
    const toggle = await screen.findByRole('switch', { name: 'Dark theme' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('black');
    expect(localStorage.getItem('tt.theme')).toBe('black');
  });

  it('signs out: revokes the session, forgets the token, keeps the login, and goes to sign-in', async () => {
    localStorage.setItem('tt.lastLogin', 'mum@example.com');
    const calls = signedInAs(profile(), (path) => (path === 'user/signout' ? { body: { success: true } } : undefined));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/signin'));
    const signout = calls.find((c) => c.path === 'user/signout')!;
    expect(signout.headers.get('authorization')).toBe('Bearer token-1');
    expect(localStorage.getItem('tt.token')).toBeNull();
    expect(localStorage.getItem('tt.user')).toBeNull();
    expect(await screen.findByLabelText('E-mail')).toHaveValue('mum@example.com');
  });

  it('ends the session when the server no longer accepts the token', async () => {
    localStorage.setItem('tt.token', 'revoked');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ status: 401, code: 600, title: 'Wrong token' }), { status: 401 }),
      ),
    );
    renderApp('/profile');
    await waitFor(() => expect(location()).toMatch(/^\/signin\?redirect=/));
    expect(localStorage.getItem('tt.token')).toBeNull();
  });

  it('saves the birthday picked in the birthday dialog', async () => {
    const calls = signedInAs(profile(), (path, body) =>
      path === 'user/info/commonEdit' ? { body: { ...profile().info, ...(body.info as object), age: 3 } } : undefined,
    );
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: "Your child's age: 5 years" }));
    const dialog = screen.getByRole('dialog', { name: "Your child's age" });
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 years' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'user/info/commonEdit')?.body.info).toEqual({
        bday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    expect(await screen.findByRole('button', { name: "Your child's age: 3 years" })).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});

describe('user data wizard', () => {
  it('asks for the language and the age, saves each, then goes home after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let info = profile({ locale: null, bday: null }).info;
    const calls = signedInAs(profile({ locale: null, bday: null }), (path, body) => {
      if (path === 'user/info/commonEdit') {
        const change = body.info as Record<string, string>;
        info = { ...info, ...change, ...(change.bday ? { age: 4 } : {}) };
        return { body: info };
      }
      if (path === 'chat/events/get') return { body: { events: [], end: true } };
      return undefined;
    });
    renderApp('/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('radio', { name: '4 years' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Thank you! Your stories are ready/)).toBeInTheDocument();
    expect(
      calls.filter((c) => c.path === 'user/info/commonEdit').map((c) => Object.keys(c.body.info as object)),
    ).toEqual([['locale'], ['bday']]);
    expect(location()).toBe('/userdatawizard');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(location()).toBe('/chat'));
  });

  it('refuses ages outside the story range', async () => {
    signedInAs(profile({ bday: null }));
    renderApp('/userdatawizard');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    fireEvent.click(await screen.findByRole('radio', { name: '12 years' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No news generation runs for that age yet');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
