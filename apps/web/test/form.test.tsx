/**
 * The shared Form's failure slot: a write that fails is told at the form's end, as an alert, in the user's
 * language, from the mutation's error alone (no form keeps its own error state).
 */
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PrivacyRequestForm } from '@tt/contract';
import { Form, FormField, useSchemaForm } from '../src/components/Form';
import { api } from '../src/lib/api/client';
import { setLocale } from '../src/lib/i18n';
import { problem, stubApi, type Answer } from './helpers';

/** A form whose submit is one write (any call will do: the stub answers it). */
function NoteForm({ describe }: { describe?(failure: unknown): ReactNode }) {
  const form = useSchemaForm(PrivacyRequestForm, { note: '' });
  const write = useMutation({
    mutationFn: ({ note }: { note: string }) => api('user/password/requestrestore', { login: note, locale: 'en' }),
  });
  return (
    <Form
      form={form}
      aria-label="note"
      onSubmit={(values) => write.mutate(values)}
      failure={write.error}
      describeFailure={describe}
    >
      <FormField name="note" label="Note" />
      <button type="submit">Send</button>
      {write.isSuccess && <p role="status">sent</p>}
    </Form>
  );
}

function renderForm(answers: Answer[], describe?: (failure: unknown) => ReactNode) {
  const calls = stubApi(() => answers.shift());
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoteForm describe={describe} />
    </QueryClientProvider>,
  );
  const form = screen.getByRole('form', { name: 'note' });
  const send = async (note: string) => {
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: note } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  };
  return { form, calls, send };
}

const notFound = problem(404, 600, 'Promo code not found', { key: 'errors.promoNotFound' });

describe('Form failure', () => {
  it('shows a failed write as an alert at the form, in English and then in Russian', async () => {
    const { form, send } = renderForm([notFound]);
    expect(within(form).queryByRole('alert')).toBeNull();
    await send('ref-1');
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Promo code not found');
    // the form's last word, after its button
    expect(form.lastElementChild).toBe(alert);
    act(() => setLocale('ru'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Промокод не найден');
  });

  it('names every field the server refused, and says something went wrong when no answer is readable', async () => {
    const refused = problem(400, 400, 'Bad request', {
      errors: [
        { field: 'login', key: 'validation.email', message: 'bad e-mail' },
        { field: 'locale', key: 'validation.required', message: 'locale missing' },
      ],
    });
    const { form, send, calls } = renderForm([refused, { status: 500, body: 'not a problem' }]);
    await send('ref-1');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address, locale is Required',
    );
    await send('ref-2');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('clears the failure when the next try succeeds, and the schema refuses before any write', async () => {
    const { form, send, calls } = renderForm([notFound, { body: { success: true } }]);
    await send('ref-1');
    await within(form).findByRole('alert');
    await send('ref-2');
    expect(await within(form).findByRole('status')).toHaveTextContent('sent');
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await within(form).findByRole('alert');
    expect(calls).toHaveLength(2);
  });

  it("tells the failure the form's own way when it has one", async () => {
    const { form, send } = renderForm([notFound], () => 'Ask the team for a new reference.');
    await send('ref-1');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Ask the team for a new reference.');
  });
});
