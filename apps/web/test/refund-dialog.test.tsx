import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../src/lib/i18n';
import { problem, profile, renderApp, stubApi } from './helpers';
import { payment, payingAppInfo, type PaymentRecord } from './payments-fixture';

type AuditRecord = { id: number; action: string; actor: string; before: object; after: object; date: string };

function adminWithPayments(rows: PaymentRecord[], refund: 'ok' | 'refused' | 'bankRefused' = 'ok') {
  localStorage.setItem('tt.token', 'token-1');
  const refundEntry = {
    id: 1,
    action: 'refund',
    actor: 'admin@example.com',
    before: { refunded: 0, state: 'confirmed' },
    after: {
      refunded: 10000,
      state: 'partiallyRefunded',
      amount: 10000,
      why: 'serviceProblem',
      note: 'the story would not play',
    },
    date: '2026-11-20T10:00:00.000Z',
  };
  const state = { rows, audit: { 'payment:7': [refundEntry] } as Record<string, AuditRecord[]> };
  const calls = stubApi((path, body) => {
    if (path === 'user/info/get') return { body: profile({ type: 8, features: ['admin'] }) };
    if (path === 'app/info') return { body: payingAppInfo() };
    if (path === 'admin/payments/list') {
      const totals = {
        count: state.rows.length,
        paid: state.rows.reduce((sum, row) => sum + row.value, 0),
        refunded: state.rows.reduce((sum, row) => sum + row.refunded, 0),
      };
      return { body: { data: state.rows, count: state.rows.length, totals } };
    }
    if (path === 'admin/payments/refund') {
      if (refund === 'refused')
        return problem(409, 409, 'The refund would exceed the amount paid', { key: 'errors.refundTooMuch' });
      if (refund === 'bankRefused') {
        // the server records the refused attempt with the bank's reason (decision 067)
        const subject = `payment:${String(body.id)}`;
        state.audit[subject] = [
          {
            id: 2,
            action: 'refundRefused',
            actor: 'admin@example.com',
            before: { refunded: 0, state: 'confirmed' },
            after: { refunded: 0, state: 'confirmed', amount: body.value, reason: 'Operation is not allowed' },
            date: '2026-11-21T10:00:00.000Z',
          },
          ...(state.audit[subject] ?? []),
        ];
        return problem(502, 502, 'The bank refused: Operation is not allowed', { key: 'errors.bankRefused' });
      }
      state.rows = state.rows.map((row) => (row.id === body.id ? { ...row, cancelled: 1, refundable: false } : row));
      return { body: { success: true } };
    }
    if (path === 'team/users/list') return { body: { data: [], count: 0 } };
    if (path === 'team/audit/list') return { body: { data: state.audit[String(body.subject)] ?? [] } };
    return undefined;
  });
  return { calls, state };
}

async function openRefund() {
  renderApp('/panel/payments');
  const row = await screen.findByTestId('payment-row');
  fireEvent.click(within(row).getByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund' });
}

const setValue = (dialog: HTMLElement, value: string) =>
  fireEvent.change(within(dialog).getByLabelText('Amount to refund, ₽'), { target: { value } });
/** Every refund needs a reason (decision 087). */
const chooseReason = (dialog: HTMLElement, label = 'Reason', reason = 'requestedByCustomer') =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: reason } });

describe('/panel/payments', () => {
  it('shows each payment: amount in rubles with two decimals, currency, user, state, info; refund only at state 0', async () => {
    adminWithPayments([
      payment(),
      payment({ id: 8, value: 29900, cancelled: 1 }),
      payment({ id: 9, value: 12345, cancelled: 2, refunded: 12345, state: 'refunded' }),
    ]);
    renderApp('/panel/payments');
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows[0]).toHaveTextContent('₽2,490.00');
    expect(rows[0]).toHaveTextContent('parent@example.com');
    expect(within(rows[0]!).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Refund in progress' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(rows[2]).toHaveTextContent('₽123.45');
    expect(within(rows[2]!).getByRole('img', { name: 'Refunded' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Refund' })).toBeNull();
    fireEvent.click(within(rows[0]!).getByText('Info'));
    expect(within(rows[0]!).getByText(/"Status": "CONFIRMED"/)).toBeVisible();
  });

  it('shows order id, buyer e-mail, status, plan and period, code and refunded amount; a partial refund has its own mark; no Refund on an unpaid row', async () => {
    adminWithPayments([
      payment({
        id: 2,
        orderid: 'i12-abc',
        promoCode: 'SUNNYDAY',
        period: 31,
        cancelled: 2,
        refunded: 100000,
        state: 'partiallyRefunded',
        refundable: false,
      }),
      payment({ id: 3, value: 29900, cancelled: 2, refunded: 29900, state: 'refunded', refundable: false }),
      payment({ id: 4, state: 'pending', valid: false, refundable: false }),
      payment({ id: 5, state: 'rejected', valid: false, refundable: false }),
    ]);
    renderApp('/panel/payments');
    const [partial, full, pending, rejected] = await screen.findAllByTestId('payment-row');
    for (const text of ['No. 2 · order i12-abc', 'parent@example.com', 'Tiny Tidings, 31 days', 'Code SUNNYDAY'])
      expect(partial).toHaveTextContent(text);
    expect(partial).toHaveTextContent('Refunded ₽1,000.00');
    expect(within(partial!).getByRole('img', { name: 'Partly refunded' })).toBeInTheDocument();
    expect(within(partial!).queryByRole('img', { name: 'Refunded' })).toBeNull();
    expect(within(full!).getByRole('img', { name: 'Refunded' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Waiting for the bank');
    expect(rejected).toHaveTextContent('Not paid');
    for (const row of [partial!, full!, pending!, rejected!])
      expect(within(row).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('filters by status and days, and shows the totals of the filtered list', async () => {
    const { calls } = adminWithPayments([
      payment(),
      payment({ id: 8, value: 29900, refunded: 10000, cancelled: 2, state: 'partiallyRefunded' }),
    ]);
    renderApp('/panel/payments');
    expect(await screen.findByTestId('payment-totals')).toHaveTextContent(
      '2 payments: paid ₽2,789.00, refunded ₽100.00',
    );
    act(() => setLocale('ru'));
    await waitFor(() =>
      expect(screen.getByTestId('payment-totals').textContent?.replace(/\s/g, ' ')).toBe(
        '2 платежа: оплачено 2 789,00 ₽, возвращено 100,00 ₽',
      ),
    );
    act(() => setLocale('en'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin/payments/list').at(-1)!.body).toMatchObject({
        state: 'confirmed',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
  });

  it('asks for pages of 20 sorted newest first, and searches', async () => {
    const { calls } = adminWithPayments([payment()]);
    renderApp('/panel/payments');
    await screen.findByTestId('payment-row');
    expect(calls.find((c) => c.path === 'admin/payments/list')!.body).toMatchObject({
      pageNumber: 0,
      pageSize: 20,
      sortFields: [{ field: 'date', order: 'desc' }],
    });
    fireEvent.change(screen.getByLabelText('Search by payment id, order id, promo code or e-mail'), {
      target: { value: 'tt-7' },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin/payments/list').at(-1)!.body.searchStrFilter).toBe('tt-7'),
    );
  });

  it('shows the staff’s history of a payment in its viewer, asked only once the viewer opens (issue 25 point 9)', async () => {
    const { calls } = adminWithPayments([payment({ id: 7 })]);
    renderApp('/panel/payments');
    const row = await screen.findByTestId('payment-row');
    expect(calls.some((c) => c.path === 'team/audit/list')).toBe(false);
    fireEvent.click(within(row).getByText('Info'));
    const entry = await within(row).findByTestId('audit-entry');
    // a sentence with money as money (issue 34 point 3)
    expect(entry).toHaveTextContent('admin@example.com refunded ₽100.00 (₽100.00 refunded in all)');
    // and why, as the refund dialog asked it (decision 087)
    expect(entry).toHaveTextContent('Why: A problem with the service — “the story would not play”');
    expect(calls.find((c) => c.path === 'team/audit/list')?.body).toMatchObject({ subject: 'payment:7' });
  });

  it('links a payment to the partner whose code it used (the users list searched for them) and to its buyer’s payments (decision 087)', async () => {
    const { calls } = adminWithPayments([payment({ promoCode: 'SUNNYBLOG', partnerEmail: 'blogger@example.com' })]);
    renderApp('/panel/payments');
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByRole('link', { name: 'Partner blogger@example.com' })).toHaveAttribute(
      'href',
      '/panel/users?search=blogger%40example.com',
    );
    fireEvent.click(within(row).getByRole('link', { name: 'parent@example.com' }));
    expect(await screen.findByRole('heading', { name: 'Payments of parent@example.com' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin/payments/list').at(-1)?.body).toMatchObject({ customer: 12 }),
    );
  });
});

describe('the refund dialog', () => {
  it('refuses a value below 0 or above the amount paid, naming the bound', async () => {
    const { calls } = adminWithPayments([payment()]);
    const dialog = await openRefund();
    chooseReason(dialog);
    const amount = within(dialog).getByLabelText('Amount to refund, ₽');
    expect(amount).toHaveValue(2490);
    expect(amount).toHaveAccessibleDescription('0 refunds the unused part of the period.');
    setValue(dialog, '2491');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Must be a number from 0 to 2490');
    expect(amount).toHaveAccessibleDescription(
      '0 refunds the unused part of the period. Must be a number from 0 to 2490',
    );
    setValue(dialog, '-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Must be a number from 0 to 2490');
    expect(calls.some((c) => c.path === 'admin/payments/refund')).toBe(false);
  });

  it('counts what earlier partial refunds gave back', async () => {
    adminWithPayments([payment({ refunded: 90000 })]);
    const dialog = await openRefund();
    chooseReason(dialog);
    setValue(dialog, '1591');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Must be a number from 0 to 1590');
  });

  it('confirms the amount, sends it in kopecks, then closes with success and reloads the list', async () => {
    const { calls } = adminWithPayments([payment()]);
    const dialog = await openRefund();
    setValue(dialog, '1000');
    chooseReason(dialog, 'Reason', 'duplicate');
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Paid twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const ask = await within(dialog).findByRole('alertdialog');
    expect(ask).toHaveTextContent('Refund ₽1,000.00?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).toBeNull());
    expect(calls.find((c) => c.path === 'admin/payments/refund')!.body).toMatchObject({
      id: 7,
      value: 100000,
      reason: 'duplicate',
      note: 'Paid twice',
    });
    expect(screen.getByText('Refund sent')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Refund in progress' })).toBeInTheDocument();
  });

  it('says what the refund does to the plan before asking: a part shortens it, all of it takes the paid days (decision 047)', async () => {
    adminWithPayments([payment({ period: 31, value: 224100 })]);
    const dialog = await openRefund();
    setValue(dialog, '1000');
    chooseReason(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const partial = await within(dialog).findByRole('alertdialog');
    // 1000 of 2241 ₽ is that share of 31 days
    expect(partial).toHaveTextContent(
      'Refund ₽1,000.00? The plan stays on, 13.8 days shorter, and renewal stops; trial days stay.',
    );
    fireEvent.click(within(partial).getByRole('button', { name: 'No' }));
    setValue(dialog, '2241');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alertdialog')).toHaveTextContent(
      'Refund ₽2,241.00? The plan loses the 31 days this payment bought and renewal stops; trial days stay.',
    );
  });

  it('sends 0 for "by the period used", saying so in the question', async () => {
    const { calls } = adminWithPayments([payment()]);
    const dialog = await openRefund();
    setValue(dialog, '0');
    chooseReason(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alertdialog')).toHaveTextContent('Refund the unused part of the period?');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes, refund' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'admin/payments/refund')?.body.value).toBe(0));
  });

  it('shows the error icon with the message for the code when the refund fails, and stays open', async () => {
    adminWithPayments([payment()], 'refused');
    const dialog = await openRefund();
    chooseReason(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes, refund' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('The refund is more than what is left of the payment');
    expect(within(failure).getByRole('img', { name: 'Refund failed' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
  });

  it('shows a refund the bank refused in the payment’s history at once: refused, by whom, the amount and why', async () => {
    for (const [locale, action, why] of [
      ['en', 'admin@example.com tried to refund ₽2,490.00; the bank refused', 'Why: Operation is not allowed'],
      ['ru', 'admin@example.com пытался(-ась) вернуть 2 490,00 ₽, банк отказал', 'Причина: Operation is not allowed'],
    ] as const) {
      adminWithPayments([payment({ id: 7 })], 'bankRefused');
      act(() => setLocale(locale));
      const { unmount } = renderApp('/panel/payments');
      const row = await screen.findByTestId('payment-row');
      fireEvent.click(within(row).getByText(locale === 'en' ? 'Info' : 'Подробности'));
      await within(row).findByTestId('audit-entry');
      fireEvent.click(within(row).getByRole('button', { name: locale === 'en' ? 'Refund' : 'Возврат' }));
      const dialog = await screen.findByRole('dialog');
      chooseReason(dialog, locale === 'en' ? 'Reason' : 'Причина');
      fireEvent.click(within(dialog).getByRole('button', { name: locale === 'en' ? 'Next' : 'Далее' }));
      fireEvent.click(
        await within(dialog).findByRole('button', { name: locale === 'en' ? 'Yes, refund' : 'Да, вернуть' }),
      );
      await within(dialog).findByRole('alert');
      // the history refreshes with the answer, not on its next poll
      await waitFor(() => expect(within(row).getAllByTestId('audit-entry')).toHaveLength(2), { timeout: 1500 });
      const entry = within(row).getAllByTestId('audit-entry')[0]!;
      expect(entry.textContent?.replace(/\s/g, ' ')).toContain(action);
      expect(entry).toHaveTextContent(why);
      unmount();
    }
  });

  it('speaks Russian', async () => {
    adminWithPayments([payment()]);
    act(() => setLocale('ru'));
    renderApp('/panel/payments');
    const row = await screen.findByTestId('payment-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
    // no reason chosen: the form asks for one
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Выберите, почему возвращаются деньги');
    chooseReason(dialog, 'Причина', 'serviceProblem');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
    const ask = await within(dialog).findByRole('alertdialog');
    expect(ask.textContent?.replace(/\s/g, ' ')).toContain(
      'Вернуть 2 490,00 ₽? План потеряет 365 дн., оплаченных этим платежом, автопродление отключится',
    );
  });
});
