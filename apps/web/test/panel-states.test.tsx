import { screen } from '@testing-library/react';
import type { SupportChatRow } from '@tt/contract';
import { describe, expect, it } from 'vitest';
import { problem, profile, renderApp, signedInAs } from './helpers';

describe('panel lists: an error instead of the empty state (issue 25 point 12)', () => {
  it('the support inbox shows the error alone, not "No support chats yet" beside it', async () => {
    signedInAs(profile({ type: 8, features: ['team'] }), (path) =>
      path === 'team/support/chats' ? problem(503, 500, 'Service Unavailable') : undefined,
    );
    renderApp('/panel/support');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('No support chats yet')).toBeNull();
  });
});

describe('support inbox (issue 25 point 16)', () => {
  it('labels each visitor thread with the browser that wrote it', async () => {
    const row = (uid: string, browser: string): SupportChatRow => ({
      uid,
      userId: 0,
      email: 'shared@example.com',
      name: '',
      lastEvent: null,
      unread: 1,
      visitor: true,
      browser,
    });
    signedInAs(profile({ type: 8, features: ['team'] }), (path) =>
      path === 'team/support/chats'
        ? { body: { data: [row('s-1', 'a1b2c3'), row('s-2', 'd4e5f6')], count: 2 } }
        : undefined,
    );
    renderApp('/panel/support');
    expect(await screen.findByText('browser a1b2c3, address not confirmed')).toBeInTheDocument();
    expect(screen.getByText('browser d4e5f6, address not confirmed')).toBeInTheDocument();
  });
});
