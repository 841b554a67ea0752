import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { location, problem, renderApp, stubApi } from './helpers';

describe('e-mail confirmation', () => {
  it('verifies the hash, says so, and goes to /authorization after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi((path) => (path === 'user/activate' ? { body: { success: true } } : undefined));
    renderApp('/confirm?type=email&hash=h1');
    expect(screen.getByText('Checking your e-mail…')).toBeInTheDocument();
    expect(await screen.findByText(/Your e-mail is confirmed/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(location()).toBe('/confirm?type=email&hash=h1');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(location()).toBe('/authorization');
    expect(calls.filter((c) => c.path === 'user/activate').map((c) => c.body.hash)).toEqual(['h1']);
  });

  it('offers support when verification fails', async () => {
    stubApi((path) => (path === 'user/activate' ? problem(400, 400, 'bad', { key: 'errors.verifyEmail' }) : undefined));
    renderApp('/confirmation?type=email&hash=bad');
    expect(
      await screen.findByText('An error occurred while verifying the email. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });

  it('without a hash, says where the link was sent, with a support link', () => {
    stubApi(() => undefined);
    renderApp('/confirm?type=email&email=mum%40example.com');
    expect(
      screen.getByText('We sent a verification link to mum@example.com. Open it to confirm your address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });

  it('is a 404 for any other type', () => {
    stubApi(() => undefined);
    renderApp('/confirm?type=phone&hash=x');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
