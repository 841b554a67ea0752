import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from './fake-websocket';
import { location, problem, profile, renderApp, stubApi, type Handler } from './helpers';
import { cardPageAddress } from '../src/features/payments/components/CardStep';
import { activePlans, lightPlans, payingAppInfo, paymentStart, type UserPlans } from './payments-fixture';

interface Bank {
  terminalKey?: string | null;
  plans?: UserPlans;
  /** payments/identity waits for this before answering, when given. */
  identityGate?: Promise<void>;
  more?: Handler;
}

/** A signed-in parent with the payment calls answered; what the dialog sent is in the returned list. */
function parentPaying(bank: Bank = {}) {
  localStorage.setItem('tt.token', 'token-1');
  const state = { plans: bank.plans ?? lightPlans };
  const calls = stubApi((path, body, headers) => {
    if (path === 'user/info/get') return { body: profile() };
    if (path === 'app/info')
      return { body: payingAppInfo(bank.terminalKey === undefined ? 'TinyTidingsDEMO' : bank.terminalKey) };
    if (path === 'payments/userplans') return { body: state.plans };
    if (path === 'payments/identity') return { body: { identity: `cust-1:${body.planid}:${body.period}` } };
    if (path === 'payments/checkpromo')
      return body.code === 'SUNNY'
        ? { body: { code: 'SUNNY', feature: { discount: 10 } } }
        : problem(404, 404, 'Promo code not found', { key: 'errors.promoNotFound' });
    if (path === 'payments/init') return { body: paymentStart };
    return bank.more?.(path, body, headers);
  });
  return { calls, state };
}

async function openDialog() {
  renderApp('/features');
  fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
  return screen.findByRole('dialog', { name: 'Payment' });
}

const total = () => screen.getByTestId('payment-total');

describe('the payment dialog', () => {
  it('starts on the shortest period and asks payments/identity again when another period is chosen', async () => {
    const { calls } = parentPaying();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Tiny Tidings')).toBeInTheDocument();
    const month = within(dialog).getByRole('radio', { name: /Month/ });
    expect(month).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Year/ })).not.toBeChecked();
    expect(total()).toHaveTextContent(/Total: .*299/);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'payments/identity').map((c) => c.body.period)).toEqual([31]),
    );

    fireEvent.click(within(dialog).getByRole('radio', { name: /Year/ }));
    expect(total()).toHaveTextContent(/2,490/);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'payments/identity').map((c) => c.body.period)).toEqual([31, 365]),
    );
  });

  it('offers the card form only once the identity has loaded', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    parentPayingWithHeldIdentity(held);
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole('status')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: /Pay/ })).toBeNull();
    act(() => release());
    expect(await within(dialog).findByRole('button', { name: /Pay .*299 by card/ })).toBeEnabled();
  });

  it('applies a promo code: the discount shows, rounded to whole rubles, and the total drops', async () => {
    const { calls } = parentPaying();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Year/ }));
    const promo = within(dialog).getByLabelText('Promo code');
    await userEvent.type(promo, 'SUNNY');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Code SUNNY: 10% off')).toBeInTheDocument();
    // 10% of 2490 is 249: 2241 to pay
    expect(total()).toHaveTextContent(/Discount 10%: −.*249/);
    expect(total()).toHaveTextContent(/Total: .*2,241/);
    expect(calls.filter((c) => c.path === 'payments/checkpromo').map((c) => c.body)).toEqual([
      expect.objectContaining({ code: 'SUNNY', planid: 1 }),
    ]);
  });

  it('says "Promo code not found" for an unknown code, clears it on success and on an emptied field', async () => {
    parentPaying();
    const dialog = await openDialog();
    const promo = within(dialog).getByLabelText('Promo code');
    await userEvent.type(promo, 'RAINY');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Promo code not found');
    expect(total()).toHaveTextContent(/Total: .*299/);

    await userEvent.clear(promo);
    await userEvent.type(promo, 'SUNNY');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Code SUNNY: 10% off')).toBeInTheDocument();
    expect(within(dialog).queryByText('Promo code not found')).toBeNull();
    // 10% of 299 is 29.9, rounded to 30 off
    expect(total()).toHaveTextContent(/Total: .*269/);

    await userEvent.clear(promo);
    expect(within(dialog).queryByText('Code SUNNY: 10% off')).toBeNull();
    expect(total()).toHaveTextContent(/Total: .*299/);
    expect(total()).not.toHaveTextContent('Discount');
  });

  it('needs an e-mail or a phone before paying', async () => {
    const { calls } = parentPaying();
    const dialog = await openDialog();
    const email = within(dialog).getByLabelText('E-mail for the receipt');
    expect(email).toHaveValue('mum@example.com');
    await userEvent.clear(email);
    fireEvent.click(await within(dialog).findByRole('button', { name: /Pay/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter an e-mail or a phone for the receipt');
    expect(calls.some((c) => c.path === 'payments/init')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('or phone'), '+7 900 123-45-67');
    // the pair's message goes as soon as the phone is there, before paying again
    expect(within(dialog).queryByText('Enter an e-mail or a phone for the receipt')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(calls.some((c) => c.path === 'payments/init')).toBe(true));
  });

  it('links the disclaimers to the privacy policy and the terms', async () => {
    parentPaying();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(dialog).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('shows the terms and the privacy policy inside the dialog and comes back to the form as it was', async () => {
    parentPaying();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Year/ }));
    await userEvent.type(within(dialog).getByLabelText('Promo code'), 'SUNNY');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await within(dialog).findByText('Code SUNNY: 10% off');

    fireEvent.click(within(dialog).getByRole('link', { name: 'Terms' }));
    expect(location()).toBe('/features');
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Terms of use' })).toHaveFocus();
    expect(within(dialog).getByLabelText('Promo code')).not.toBeVisible();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Back to the payment' })[0]!);
    expect(within(dialog).getByRole('radio', { name: /Year/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Promo code')).toHaveValue('SUNNY');
    expect(total()).toHaveTextContent(/2,241/);

    fireEvent.click(within(dialog).getByRole('link', { name: 'Privacy policy' }));
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(location()).toBe('/features');
  });

  it('says "terminalkey empty" instead of the card form when no terminal key is configured', async () => {
    parentPaying({ terminalKey: '' });
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('terminalkey empty');
    expect(within(dialog).queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('starts the payment with the chosen period and promo code, shows the bank page, and succeeds on the real-time confirmation', async () => {
    const { calls, state } = parentPaying();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Year/ }));
    await userEvent.type(within(dialog).getByLabelText('Promo code'), 'SUNNY');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await within(dialog).findByText('Code SUNNY: 10% off');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Pay .*2,241 by card/ }));

    await waitFor(() => expect(calls.map((c) => c.path)).toContain('payments/init'));
    const frame = await within(dialog).findByTitle('The bank’s card page');
    expect(frame).toHaveAttribute('src', '/dev/bank/pay/41');
    expect(within(dialog).getByRole('link', { name: 'Open the bank’s page' })).toHaveAttribute(
      'href',
      '/dev/bank/pay/41',
    );
    expect(calls.find((c) => c.path === 'payments/init')!.body).toMatchObject({
      planid: 1,
      period: 365,
      promocode: 'SUNNY',
      email: 'mum@example.com',
    });

    const socket = FakeWebSocket.latest();
    socket.open();
    socket.deliver({ type: 'ready', seq: 1 });
    state.plans = activePlans();
    // another payment's news is not this dialog's
    act(() =>
      socket.deliver({
        type: 'event',
        seq: 2,
        payload: { type: 'paymentChanged', paymentId: 40, orderId: 'tt-40', state: 'confirmed' },
      }),
    );
    expect(within(dialog).getByTitle('The bank’s card page')).toBeInTheDocument();
    act(() =>
      socket.deliver({
        type: 'event',
        seq: 3,
        payload: { type: 'paymentChanged', paymentId: 41, orderId: 'tt-41', state: 'confirmed' },
      }),
    );
    expect(await within(dialog).findByText('Payment received. Thank you!')).toBeInTheDocument();
    expect(await within(dialog).findByText(/Every story is open until November 23, 2027/)).toBeInTheDocument();
    // the page behind has the full licence without a reload
    expect(screen.getByTestId('licence')).toHaveTextContent('Full access to every story until November 23, 2027.');
  });

  it('goes back to the form saying the bank declined when the payment is rejected', async () => {
    parentPaying();
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Pay/ }));
    await within(dialog).findByTitle('The bank’s card page');
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.deliver({ type: 'ready', seq: 1 });
    act(() =>
      socket.deliver({
        type: 'event',
        seq: 2,
        payload: { type: 'paymentChanged', paymentId: 41, orderId: 'tt-41', state: 'rejected' },
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The bank declined the payment');
    expect(within(dialog).getByRole('button', { name: /Pay/ })).toBeInTheDocument();
  });

  it('keeps the period and the applied promo code after the bank declines the card', async () => {
    const { calls } = parentPaying();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Year/ }));
    await userEvent.type(within(dialog).getByLabelText('Promo code'), 'SUNNY');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /Pay .*2,241 by card/ }));
    await within(dialog).findByTitle('The bank’s card page');
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.deliver({ type: 'ready', seq: 1 });
    act(() =>
      socket.deliver({
        type: 'event',
        seq: 2,
        payload: { type: 'paymentChanged', paymentId: 41, orderId: 'tt-41', state: 'rejected' },
      }),
    );
    await within(dialog).findByText(/The bank declined the payment/);
    expect(within(dialog).getByText('Code SUNNY: 10% off')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Promo code')).toHaveValue('SUNNY');
    fireEvent.click(within(dialog).getByRole('button', { name: /Pay .*2,241 by card/ }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'payments/init')).toHaveLength(2));
    expect(calls.filter((c) => c.path === 'payments/init')[1]!.body).toMatchObject({ period: 365, promocode: 'SUNNY' });
  });
});

describe('the card page address', () => {
  it("opens the bank emulator's page where the app was opened, and a real bank's page as it is", () => {
    expect(cardPageAddress('http://localhost:3000/dev/bank/pay/41')).toBe('/dev/bank/pay/41');
    expect(cardPageAddress('/dev/bank/pay/41')).toBe('/dev/bank/pay/41');
    expect(cardPageAddress('https://securepayments.tinkoff.ru/pay/Ab12')).toBe(
      'https://securepayments.tinkoff.ru/pay/Ab12',
    );
  });
});

function parentPayingWithHeldIdentity(held: Promise<void>) {
  localStorage.setItem('tt.token', 'token-1');
  const fetchStub = stubApi((path) => {
    if (path === 'user/info/get') return { body: profile() };
    if (path === 'app/info') return { body: payingAppInfo() };
    if (path === 'payments/userplans') return { body: lightPlans };
    return undefined;
  });
  // identity answers only once released: wrap the stubbed fetch
  const stubbed = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('payments/identity')) {
      await held;
      return new Response(JSON.stringify({ identity: 'cust-1:1:31' }), { status: 200 });
    }
    return stubbed(input, init);
  }) as typeof fetch;
  return fetchStub;
}
