/**
 * A referral link (issue 34 point 1) with the network stubbed: `/?ref=CODE` is taken off the address, kept on
 * the device, counted as a visit, the visitor told what it gives, and sent with the sign-up; an unknown code
 * is forgotten, a paused one said to be paused.
 */
import { screen, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, type CallOutput } from '@tt/contract';
import { problem, profile, renderApp, stubApi } from './helpers';
import { loadEstimator } from '../src/features/auth/password/strength';
import { linkGoogle } from '../src/features/auth/api/link-google';

const visit = (status: CallOutput<'promo/referral/visit'>['status']) => ({
  body: { code: 'SUNNYBLOG', planid: 1, discount: 10, status } satisfies CallOutput<'promo/referral/visit'>,
});
const kept = () =>
  JSON.parse(localStorage.getItem('tt.referral') ?? 'null') as { code: string; planid?: number } | null;

beforeAll(async () => {
  await loadEstimator();
}, 60_000);

describe('a referral link', () => {
  it('keeps the code, cleans the address, tells the visitor, and signs up with it', async () => {
    window.history.replaceState(null, '', '/registration?ref=sunnyblog');
    const calls = stubApi((path) =>
      path === 'promo/referral/visit'
        ? visit('active')
        : path === 'user/create'
          ? { body: { success: true } }
          : path === 'user/signinv2'
            ? { body: { token: 't', ...profile({ bday: null }) } }
            : undefined,
    );
    renderApp('/registration');
    expect(
      await screen.findByText('Promo code SUNNYBLOG: 10 % off a subscription, applied when you pay.'),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(calls.filter((c) => c.path === 'promo/referral/visit').map((c) => c.body)).toEqual([
      expect.objectContaining({ code: 'SUNNYBLOG' }),
    ]);
    expect(kept()).toMatchObject({ code: 'SUNNYBLOG', planid: 1 });

    await userEvent.type(screen.getByLabelText('E-mail'), 'referred@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'violet kettle harbor 91');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'violet kettle harbor 91');
    await userEvent.click(screen.getByRole('checkbox', { name: /I am a parent or guardian/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'user/create')?.body).toMatchObject({ referral: 'SUNNYBLOG' }),
    );
  });

  it('sends the kept code with a sign-up by Google too', async () => {
    localStorage.setItem('tt.referral', JSON.stringify({ code: 'SUNNYBLOG', planid: 1, at: Date.now() }));
    const calls = stubApi((path) =>
      path === 'user/link' ? { body: { token: 't', ...profile({ bday: null }) } } : undefined,
    );
    await linkGoogle({ idToken: 'google-id-token', parentConsent: PRIVACY_NOTICE_VERSION });
    expect(calls.find((c) => c.path === 'user/link')?.body).toMatchObject({
      idToken: 'google-id-token',
      referral: 'SUNNYBLOG',
    });
  });

  it('says a paused code is paused, and forgets an unknown one', async () => {
    window.history.replaceState(null, '', '/about?ref=PausedOne');
    stubApi((path) => (path === 'promo/referral/visit' ? visit('paused') : undefined));
    const first = renderApp('/about');
    expect(await screen.findByText('Promo code SUNNYBLOG is paused by its owner for now.')).toBeInTheDocument();
    first.unmount();

    window.history.replaceState(null, '', '/about?ref=NoSuchCode');
    const calls = stubApi((path) =>
      path === 'promo/referral/visit'
        ? problem(404, 404, 'Promo code not found', { key: 'errors.promoNotFound' })
        : undefined,
    );
    renderApp('/about');
    await waitFor(() => expect(calls.some((c) => c.path === 'promo/referral/visit')).toBe(true));
    await waitFor(() => expect(kept()).toBeNull());
  });
});
