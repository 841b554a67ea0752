import { screen } from '@testing-library/react';
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
