/** The visitor's support form on /support with the network stubbed: the server's field errors. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problem, renderApp, stubApi } from './helpers';

describe('the support form of a visitor', () => {
  it('says each field the server refused under that field, as an alert tied to it', async () => {
    stubApi((path) => {
      if (path === 'support/contacts') return { body: { email: null, phone: null, widgetUrl: null } };
      if (path === 'support/visitor/send')
        return problem(422, 422, 'Invalid input', {
          errors: [
            { field: 'email', key: 'validation.email', message: 'Please enter a valid email address' },
            { field: 'text', key: 'support.tooShort', message: 'Your message is too short' },
          ],
        });
      return undefined;
    });
    renderApp('/support');
    fireEvent.change(await screen.findByLabelText('Your e-mail'), { target: { value: 'mum@example.com' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Please enter a valid email address',
      'Your message is too short',
    ]);
    const form = alerts[0]!.closest('form')!;
    expect(within(form).getByLabelText('Your e-mail')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(within(form).getByLabelText('Your message')).toHaveAccessibleDescription('Your message is too short');
    expect(within(form).getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
  });

  it("checks the e-mail with the server's own rule before sending, and drops the message once it is fixed", async () => {
    const calls = stubApi((path) => {
      if (path === 'support/contacts') return { body: { email: null, phone: null, widgetUrl: null } };
      if (path === 'support/visitor/send') return { body: { success: true } };
      return undefined;
    });
    renderApp('/support');
    fireEvent.change(await screen.findByLabelText('Your e-mail'), { target: { value: 'mum@' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(calls.filter((c) => c.path === 'support/visitor/send')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: 'mum@example.com' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says a failure that names no field at the end of the form, and sends again when asked', async () => {
    const answers = [problem(429, 429, 'Too many'), { body: { success: true } }];
    const calls = stubApi((path) => {
      if (path === 'support/contacts') return { body: { email: null, phone: null, widgetUrl: null } };
      if (path === 'support/visitor/send') return answers.shift();
      return undefined;
    });
    renderApp('/support');
    fireEvent.change(await screen.findByLabelText('Your e-mail'), { target: { value: 'mum@example.com' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'The story stops halfway' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(failure.closest('form')!.lastElementChild).toBe(failure);
    expect(screen.getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/the answer will come to mum@example.com/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'support/visitor/send')).toHaveLength(2);
  });
});
