import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, beforeAll } from 'vitest';
import { hashPassword } from '@tt/contract';
import { location, problem, profile, renderApp, signedInAs, stubApi } from './helpers';
import { loadEstimator } from '../src/features/auth/password/strength';

const STRONG = 'violet kettle harbor 91';
// the dictionaries load lazily (a chunk of their own); load them once, before the clocked tests
beforeAll(async () => {
  await loadEstimator();
}, 60_000);

describe('forgot password', () => {
  it('keeps Next disabled while the field is empty, then confirms that the link was sent', async () => {
    const calls = stubApi((path) =>
      path === 'user/password/requestrestore' ? { body: { success: true } } : undefined,
    );
    renderApp('/forgotpassword');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('E-mail'), 'mum@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('If an account for mum@example.com exists, a reset link is on its way. Check your mail.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'user/password/requestrestore')!.body).toMatchObject({
      login: 'mum@example.com',
      locale: 'en',
    });
  });
});

describe('set new password', () => {
  it('asks for the mailed link when there is no hash', () => {
    stubApi(() => undefined);
    renderApp('/setnewpassword');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'To change your password, you need to follow the link that was sent to your mail',
    );
  });

  it('needs two equal passwords, then hashes with the e-mail of the link, signs in and goes home', async () => {
    const calls = stubApi((path) =>
      path === 'user/password/setnew' ? { body: { token: 'fresh', ...profile({ features: ['chats'] }) } } : undefined,
    );
    renderApp('/setnewpassword?hash=abc&email=mum%40example.com');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await userEvent.type(screen.getByLabelText('New password'), 'one');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'two');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'one');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // equal, but too weak: the reason shows and nothing is sent
    expect(await screen.findByText('Use at least 8 characters.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'user/password/setnew')).toHaveLength(0);

    for (const label of ['New password', 'Confirm password']) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), STRONG);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Password sucessfully changed', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/chats'));
    expect(calls.find((c) => c.path === 'user/password/setnew')!.body).toMatchObject({
      hash: 'abc',
      pwdhash: await hashPassword('mum@example.com', STRONG),
    });
    expect(localStorage.getItem('tt.token')).toBe('fresh');
  });

  it('says when the link has expired', async () => {
    stubApi((path) =>
      path === 'user/password/setnew'
        ? problem(400, 400, 'Password reset link expired', { key: 'errors.resetExpired' })
        : undefined,
    );
    renderApp('/setnewpassword?hash=old&email=mum%40example.com');
    await userEvent.type(screen.getByLabelText('New password'), STRONG);
    await userEvent.type(screen.getByLabelText('Confirm password'), `${STRONG}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset link expired');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgotpassword');
  });
});

describe('change password', () => {
  it('keeps Next disabled while empty, and shows a bare error icon on failure', async () => {
    const calls = signedInAs(profile(), (path) =>
      path === 'user/password/prechange' ? problem(500, 500, 'Boom') : undefined,
    );
    renderApp('/changepassword');
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New password'), STRONG);
    fireEvent.click(next);
    const icon = await screen.findByRole('alert', { name: "Passwort hasn't been changed" });
    // a drawn warning sign, not a system emoji
    expect(icon.querySelector('svg.lucide')).not.toBeNull();
    expect(calls.find((c) => c.path === 'user/password/prechange')!.body.password).toBe(
      await hashPassword('mum@example.com', STRONG),
    );
  });

  it('refuses a common password with the reason, in Russian too, and shows the meter', async () => {
    const calls = signedInAs(profile({ locale: 'ru' }), () => undefined);
    renderApp('/changepassword');
    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'password1');
    expect(await screen.findByRole('meter', { name: 'Надёжность пароля' })).toHaveTextContent('Очень слабый');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Это один из самых распространённых паролей.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'user/password/prechange')).toHaveLength(0);
  });
});
