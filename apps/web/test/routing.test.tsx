import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
        // panel §2: the moderation entry is for feature moderation only
        expect(screen.queryByRole('link', { name: /Moderation/ })).toBeNull();
      }
      view.unmount();
    }
  });

  it("leads staff and partners from /panel's Back out of the panel, not back to it", async () => {
    for (const [type, features, outside] of [
      [8, ['admin', 'chats'], '/chats'],
      [2, ['team'], '/chat'],
      [4, ['promounmoderated'], '/chat'],
    ] as const) {
      signedInAs(profile({ type, features: [...features] }));
      const view = renderApp('/panel');
      fireEvent.click(await screen.findByRole('link', { name: /Back/ }));
      await waitFor(() => expect(location()).toBe(outside));
      view.unmount();
    }
  });

  it('shows each panel entry to the features panel §2 names for it, while the routes follow the route table', async () => {
    const ENTRIES = ['Users', 'Moderation', 'Earnings', 'Promo codes', 'Partner information', 'Payments'];
    for (const [features, shown] of [
      [['admin'], ['Payments']],
      [['team'], ['Users', 'Earnings']],
      [['moderation'], ['Moderation']],
      [['promo'], ['Earnings', 'Promo codes']],
      [['promounmoderated'], ['Partner information']],
      [
        ['promounmoderated', 'promo'],
        ['Earnings', 'Promo codes', 'Partner information'],
      ],
    ] as const) {
      signedInAs(profile({ type: 2, features: [...features] }));
      const panel = renderApp('/panel');
      await screen.findByRole('heading', { name: 'Control panel' });
      const visible = ENTRIES.filter((name) => screen.queryByRole('link', { name: new RegExp(`^${name}$`) }));
      expect([features, visible]).toEqual([features, shown]);
      panel.unmount();
    }
    // an admin has no moderation entry, but panel §2's route table lets them open the page
    signedInAs(profile({ type: 8, features: ['admin'] }));
    const page = renderApp('/panel/moderation');
    await waitFor(() => expect(location()).toBe('/panel/moderation'));
    page.unmount();
    signedInAs(profile({ type: 2, features: ['team'] }));
    renderApp('/panel/moderation');
    await waitFor(() => expect(location()).toBe('/profile'));
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

  it("takes the fast menu's Help and the spec's /help to the support page", async () => {
    stubApi(() => undefined);
    const view = renderApp('/help');
    await waitFor(() => expect(location()).toBe('/support'));
    view.unmount();

    signedInAs(profile(), botFeed);
    renderApp('/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Shortcuts: explore and help' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Help' }));
    await waitFor(() => expect(location()).toBe('/support'));
  });

  it('shows the 404 page for an unknown route', async () => {
    stubApi(() => undefined);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
