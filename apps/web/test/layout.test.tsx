import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Badge } from '../src/components/Badge';
import { LeftMenu } from '../src/components/LeftMenu';
import { AppProviders } from '../src/app/providers';
import type { Profile } from '../src/lib/auth';
import { location, profile, renderApp, signedInAs, stubApi } from './helpers';

describe('badges', () => {
  it('show the unread number, "!" above 99, and nothing at 0', () => {
    const { container, rerender } = render(<Badge count={7} />);
    expect(container).toHaveTextContent('7');
    rerender(<Badge count={99} />);
    expect(container).toHaveTextContent('99');
    rerender(<Badge count={100} />);
    expect(container).toHaveTextContent('!');
    rerender(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sit on the chat entries of the left menu', () => {
    const user: Profile = profile({ features: ['chats', 'news'] });
    render(
      <MemoryRouter>
        <AppProviders>
          <LeftMenu open onClose={() => {}} profile={user} unread={{ chats: 150, stories: 3 }} />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Chats/ })).toHaveTextContent('!');
    expect(screen.getByRole('link', { name: /Story chat/ })).toHaveTextContent('3');
  });
});

describe('layout', () => {
  it('offers sign-in and registration in the menu of a visitor', async () => {
    stubApi(() => undefined);
    renderApp('/terms');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/signin');
    expect(within(menu).getByRole('link', { name: /Create account/ })).toHaveAttribute('href', '/registration');
    fireEvent.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('lists the panel, chats, story chat and profile by feature, and links the picture to /profile', async () => {
    signedInAs(profile({ type: 8, features: ['admin', 'news'] }));
    renderApp('/faq');
    const picture = await screen.findByRole('link', { name: 'Profile' });
    expect(picture).toHaveAttribute('href', '/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    // then, for everyone, the ways to help and the rules (issue 14 point 2)
    expect(links).toEqual(['/panel', '/chat', '/profile', '/faq', '/support', '/terms']);
    fireEvent.click(within(menu).getByRole('link', { name: /Control panel/ }));
    await waitFor(() => expect(location()).toBe('/panel'));
  });

  it('hides the top bar on the sign-in, registration and story routes', () => {
    stubApi(() => undefined);
    for (const page of ['/signin', '/registration', '/authorization', '/stories/abc']) {
      const view = renderApp(page);
      expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
      view.unmount();
    }
    renderApp('/privacy');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('shows the static pages with the texts the spec asks for', async () => {
    stubApi(() => undefined);
    const privacy = renderApp('/privacy');
    expect(screen.getByText('Last updated: December 5, 2026')).toBeInTheDocument();
    // the bodies load with the page (locales/legal.*.ts)
    expect(await screen.findByText(/write to hello@tinytidings\.local/)).toBeInTheDocument();
    // what it keeps now (children's names, recordings), for how long, who sees it, a parent's notice (issue 32 §4)
    for (const told of [
      /each child’s name or nickname, birthday/,
      /your voice, one file per scene/,
      /90 days after they end/,
    ])
      expect(screen.getByText(told)).toBeInTheDocument();
    for (const heading of ['A parent’s notice about children', 'How long', 'Who sees it', 'Download and delete'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/Only what the service needs/)).toBeNull();
    privacy.unmount();
    const csae = renderApp('/csae');
    expect((await screen.findAllByText(/COPPA/)).length).toBeGreaterThan(0);
    csae.unmount();
    renderApp('/terms');
    expect(await screen.findByText(/128-bit encryption/)).toBeInTheDocument();
    expect(screen.getByText(/12 months/)).toBeInTheDocument();
  });

  it('shows the FAQ support chat only to signed-in users', async () => {
    stubApi(() => undefined);
    const visitor = renderApp('/faq');
    expect(screen.getByText('What is Tiny Tidings?')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask support' })).toBeNull();
    visitor.unmount();
    signedInAs(profile());
    renderApp('/faq');
    expect(await screen.findByRole('link', { name: 'Ask support' })).toHaveAttribute('href', '/chat?support=true');
  });

  it('walks the landing slides and leads to sign-in', () => {
    stubApi(() => undefined);
    renderApp('/about');
    expect(screen.getByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
    for (const title of ['How we speak', "What we don't like", 'What we like', 'Ready to try?']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Start listening' })).toHaveAttribute('href', '/signin');
    const footer = screen.getByRole('navigation', { name: 'About Tiny Tidings' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/applications', '/about', '/partnership', '/privacy', '/terms', '/csae']);
  });
});
