import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Feature } from '@tt/contract';
import { location, profile, renderApp, signedInAs } from './helpers';

function openHome(features: Feature[]) {
  signedInAs(profile({ features }), (path) => {
    if (path === 'sync') return { body: { date: '2026-11-22T10:00:00.000Z', chats: [] } };
    if (path === 'notifications/list') return { body: { data: [], count: 0, unread: 0 } };
    return undefined;
  });
  renderApp('/profile');
}

const addMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Notifications and quick menu/ }));
  return screen.findByRole('navigation', { name: 'Quick menu' });
};
const entries = async () =>
  within(await addMenu())
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the add menu of the home screen', () => {
  it('offers only support to a user with no features', async () => {
    openHome([]);
    expect(await entries()).toEqual(['Support']);
  });

  it('offers the story chat and the chats for features news and chats', async () => {
    openHome(['news', 'chats']);
    expect(await entries()).toEqual(['Story chat', 'Chats', 'Support']);
  });

  it('offers the control panel for a panel feature; an entry opens its page and closes the home screen', async () => {
    openHome(['moderation']);
    const menu = await addMenu();
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Control panel', 'Support']);
    fireEvent.click(within(menu).getByRole('button', { name: /Support/ }));
    expect(location()).toBe('/chat?support=true');
    expect(screen.queryByRole('dialog', { name: 'Home' })).not.toBeInTheDocument();
  });
});
