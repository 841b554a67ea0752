import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHex } from '@tt/contract';
import { appInfo, location, profile, renderApp, stubApi } from './helpers';

afterEach(() => vi.unstubAllGlobals());

function signedInAs(p: ReturnType<typeof profile>) {
  localStorage.setItem('tt.token', 'token-1');
  return stubApi((path) => (path === 'user/info/get' ? { body: p } : path === 'app/info' ? { body: appInfo } : undefined));
}

describe('route access', () => {
  it('sends a visitor from a protected page to sign-in with the hex-encoded target', async () => {
    stubApi(() => undefined);
    renderApp('/profile');
    await waitFor(() => expect(location()).toBe(`/signin?redirect=${toHex('/profile')}`));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps signed-in users off the sign-in page', async () => {
    signedInAs(profile({ features: ['chats'] }));
    renderApp('/signin');
    await waitFor(() => expect(location()).toBe('/chats'));
  });

  it('sends a user lacking the panel feature to /profile', async () => {
    signedInAs(profile({ features: ['moderation'] }));
    renderApp('/panel/payments');
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('lands staff and partners on /panel, others on /chat, and asks for missing data', async () => {
    signedInAs(profile({ type: 8, features: ['admin'] }));
    const first = renderApp('/');
    await waitFor(() => expect(location()).toBe('/panel'));
    expect(await screen.findByText('Payments')).toBeInTheDocument();
    expect(screen.queryByText('Partner information')).toBeNull();
    first.unmount();

    signedInAs(profile({ bday: null }));
    renderApp('/');
    await waitFor(() => expect(location()).toBe('/userdatawizard'));
  });

  it('shows the 404 page for an unknown route', async () => {
    stubApi(() => undefined);
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
