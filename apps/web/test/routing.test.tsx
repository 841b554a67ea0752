import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toHex } from '@tt/contract';
import { location, profile, renderApp, signedInAs, stubApi, visited } from './helpers';

const botFeed = (path: string) => (path === 'chat/events/get' ? { body: { events: [], end: true } } : undefined);

describe('route access', () => {
  it('sends a visitor from a protected page to sign-in with the hex-encoded target', async () => {
    stubApi(() => undefined);
    renderApp('/profile');
    await waitFor(() => expect(location()).toBe(`/signin?redirect=${toHex('/profile')}`));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the query of the page asked for in the redirect', async () => {
    stubApi(() => undefined);
    renderApp('/chat?support=true');
    await waitFor(() => expect(location()).toBe(`/signin?redirect=${toHex('/chat?support=true')}`));
  });

  it('sends a signed-in user away from /signin, /registration and /authorization to /', async () => {
    for (const page of ['/signin', '/registration', '/authorization']) {
      signedInAs(profile({ features: ['chats'] }));
      const view = renderApp(page);
      await waitFor(() => expect(location()).toBe('/chats'));
      expect(visited()).toEqual([page, '/', '/chats']);
      view.unmount();
    }
  });

  it('sends a user lacking the feature of a panel page to /profile', async () => {
    signedInAs(profile({ features: ['moderation'] }));
    renderApp('/panel/payments');
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('keeps users without any panel feature off /panel, and users without chats off /chats', async () => {
    signedInAs(profile());
    const first = renderApp('/panel');
    await waitFor(() => expect(location()).toBe('/profile'));
    first.unmount();
    signedInAs(profile());
    renderApp('/chats');
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('lands staff and partners on /panel with the entries their features allow', async () => {
    for (const type of [8, 2, 4] as const) {
      signedInAs(profile({ type, features: type === 4 ? ['promounmoderated'] : ['admin', 'team'] }));
      const view = renderApp('/');
      await waitFor(() => expect(location()).toBe('/panel'));
      if (type === 4) {
        expect(await screen.findByRole('link', { name: /Partner information/ })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /Payments/ })).toBeNull();
      } else {
        expect(await screen.findByRole('link', { name: /Payments/ })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: /Users/ })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: /Earnings/ })).toBeInTheDocument();
        // admin opens /panel/moderation, so the entry is there too
        expect(screen.getByRole('link', { name: /Moderation/ })).toBeInTheDocument();
      }
      view.unmount();
    }
  });

  it('shows the moderation entry exactly to those /panel/moderation lets in', async () => {
    for (const [features, opens] of [
      [['moderation'], true],
      [['admin'], true],
      [['team'], false],
      [['promo'], false],
    ] as const) {
      signedInAs(profile({ type: 2, features: [...features] }));
      const panel = renderApp('/panel');
      await screen.findByRole('link', { name: /Promo codes/ });
      const entry = screen.queryByRole('link', { name: /Moderation/ });
      expect(entry !== null).toBe(opens);
      panel.unmount();
      signedInAs(profile({ type: 2, features: [...features] }));
      const page = renderApp('/panel/moderation');
      await waitFor(() => expect(location()).toBe(opens ? '/panel/moderation' : '/profile'));
      page.unmount();
    }
  });

  it('lands users with chats on /chats and others on /chat', async () => {
    signedInAs(profile({ features: ['chats'] }));
    const first = renderApp('/');
    await waitFor(() => expect(location()).toBe('/chats'));
    first.unmount();

    signedInAs(profile({ features: ['news'] }), botFeed);
    renderApp('/');
    await waitFor(() => expect(location()).toBe('/chat'));
    expect(await screen.findByRole('button', { name: 'Get story' })).toBeInTheDocument();
  });

  it('asks for missing user data before /chat', async () => {
    signedInAs(profile({ bday: null }));
    const first = renderApp('/chat');
    await waitFor(() => expect(location()).toBe('/userdatawizard'));
    first.unmount();

    signedInAs(profile({ locale: null }));
    renderApp('/');
    await waitFor(() => expect(location()).toBe('/userdatawizard'));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('shows an honest coming-soon page for later parts, inside their guard', async () => {
    signedInAs(profile({ type: 8, features: ['team'] }));
    renderApp('/panel/users');
    expect(await screen.findByRole('heading', { name: 'Users: coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/panel');
  });

  it('shows the 404 page for an unknown route', async () => {
    stubApi(() => undefined);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
