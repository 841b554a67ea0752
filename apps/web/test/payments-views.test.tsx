/**
 * The payments list like Stripe's (issue 34 point 4, decision 087): code and partner filters sent once
 * typing pauses, "no payments match" for an empty filtered list, each refund with its reason and note
 * under its row, Refund still offered while money is left, and the CSV of the filtered list.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallInput } from '@tt/contract';
import { setLocale } from '../src/lib/i18n';
import { profile, renderApp, stubApi } from './helpers';
import { payment, payingAppInfo, type PaymentRecord } from './payments-fixture';

const partlyRefunded = payment({
  id: 7,
  value: 29900,
  refunded: 15000,
  state: 'partiallyRefunded',
  refunds: [
    { amount: 10000, at: '2026-11-21T10:00:00.000Z', reason: 'serviceProblem', note: 'Stories did not load' },
    { amount: 5000, at: '2026-11-22T10:00:00.000Z', reason: 'duplicate', note: null },
  ],
});

function admin(rows: (input: CallInput<'admin/payments/list'>) => PaymentRecord[]) {
  localStorage.setItem('tt.token', 'token-1');
  return stubApi((path, body) => {
    if (path === 'user/info/get') return { body: profile({ type: 8, features: ['admin'] }) };
    if (path === 'app/info') return { body: payingAppInfo() };
    if (path === 'admin/payments/list') {
      const data = rows(body as CallInput<'admin/payments/list'>);
      const totals = { count: data.length, paid: 0, refunded: 0 };
      return { body: { data, count: data.length, totals } };
    }
    if (path === 'admin/payments/export') return { body: { filename: 'payments-2026-11-30.csv', csv: 'id\r\n7\r\n' } };
    if (path === 'team/audit/list') return { body: { data: [] } };
    return undefined;
  });
}

afterEach(() => act(() => setLocale('en')));

describe('/panel/payments like Stripe’s', () => {
  it('sends the code and partner filters and says no payments match when none do (en, ru)', async () => {
    const calls = admin((input) => (input.code || input.partner ? [] : [payment()]));
    renderApp('/panel/payments');
    await screen.findByTestId('payment-row');
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: ' sunny ' } });
    expect(await screen.findByText('No payments match these filters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'admin/payments/list').at(-1)!.body).toMatchObject({ code: 'sunny' });
    expect(screen.queryByText('No payments yet.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Partner e-mail'), { target: { value: 'blog@example.com' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin/payments/list').at(-1)!.body).toMatchObject({
        code: 'sunny',
        partner: 'blog@example.com',
      }),
    );
    act(() => setLocale('ru'));
    expect(await screen.findByText('Нет платежей по этим фильтрам.')).toBeInTheDocument();
  });

  it('shows each refund with its reason and note, and offers Refund while money is left', async () => {
    admin(() => [partlyRefunded]);
    renderApp('/panel/payments');
    const row = await screen.findByTestId('payment-row');
    const history = within(row).getByTestId('refund-history');
    expect(history).toHaveTextContent('₽100.00 back — A problem with the service');
    expect(history).toHaveTextContent('Stories did not load');
    expect(history).toHaveTextContent('₽50.00 back — Duplicate payment');
    expect(row).toHaveTextContent('Refunded ₽150.00');
    expect(within(row).getByRole('img', { name: 'Partly refunded' })).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(dialog).toHaveTextContent('Left to refund: ₽149.00');
    expect(within(dialog).getByLabelText('Amount to refund, ₽')).toHaveValue(149);
  });

  it('downloads the filtered list as CSV', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:payments');
    URL.revokeObjectURL = vi.fn();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = admin(() => [payment()]);
    renderApp('/panel/payments');
    await screen.findByTestId('payment-row');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'expired' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.find((c) => c.path === 'admin/payments/export')!.body).toMatchObject({
      state: 'expired',
      sortFields: [{ field: 'date', order: 'desc' }],
    });
    saved.mockRestore();
  });
});
