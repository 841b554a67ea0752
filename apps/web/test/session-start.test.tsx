/** The start-up check of a saved session: only the server saying the session is over signs a family out. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@tt/contract';
import { appInfo, problem, profile, renderApp, stubApi } from './helpers';

function savedSession(userInfo: ReturnType<typeof problem>, saved = true) {
  localStorage.setItem('tt.token', 'token-1');
  if (saved) localStorage.setItem('tt.user', JSON.stringify(profile()));
  return stubApi((path) => {
    if (path === 'user/info/get') return userInfo;
    if (path === 'app/info') return { body: appInfo };
    return undefined;
  });
}

describe('a saved session at start', () => {
  it('stays when the server fails or is busy, with the saved user', async () => {
    for (const failure of [problem(500, ERROR_CODES.general, 'Oops'), problem(429, ERROR_CODES.tooMany, 'Slow down')]) {
      const calls = savedSession(failure);
      const view = renderApp('/faq');
      await waitFor(() => expect(calls.some((c) => c.path === 'user/info/get')).toBe(true));
      expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(localStorage.getItem('tt.token')).toBe('token-1');
      view.unmount();
    }
  });

  it('keeps the token for the next start when no user was saved yet', async () => {
    const calls = savedSession(problem(500, ERROR_CODES.general, 'Oops'), false);
    renderApp('/faq');
    await waitFor(() => expect(calls.some((c) => c.path === 'user/info/get')).toBe(true));
    await screen.findByRole('button', { name: 'Menu' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull());
    expect(localStorage.getItem('tt.token')).toBe('token-1');
  });

  it('ends when the server says the token is no longer good', async () => {
    savedSession(problem(401, ERROR_CODES.wrongToken, 'Wrong token'));
    renderApp('/faq');
    await waitFor(() => expect(localStorage.getItem('tt.token')).toBeNull());
    expect(localStorage.getItem('tt.user')).toBeNull();
  });
});
