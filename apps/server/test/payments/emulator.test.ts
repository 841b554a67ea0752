/** The bank client against the emulator over HTTP: Token checks, statuses, Cancel, GetState, the card page in ru and en. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankEmulator } from '../../src/dev/bank/emulator.js';
import { TEST_CARDS } from '../../src/dev/bank/state.js';
import { createBankClient } from '../../src/providers/payments/client.js';
import { signToken } from '../../src/providers/payments/token.js';
import { payOnCardPage } from '../helpers/payments.js';

// The documentation's example terminal and password: the emulator checks Tokens exactly as the bank does.
const TERMINAL = { terminalKey: 'MerchantTerminalKey', password: '11111111111111' };
let server: FastifyInstance;
let bank: BankEmulator;
let base: string;
const client = () => createBankClient({ apiUrl: () => `${base}/dev/bank/v2`, ...TERMINAL });
const init = (OrderId: string, Amount = 19200, Language: 'ru' | 'en' = 'ru') =>
  client().init({
    Amount,
    OrderId,
    Description: 'Подарочная карта на 1000 рублей',
    CustomerKey: '1',
    Recurrent: 'Y',
    Language,
    NotificationURL: '',
  });

beforeAll(async () => {
  server = Fastify();
  bank = new BankEmulator({ ...TERMINAL, publicUrl: () => base });
  bank.register(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  bank.stop();
  await server.close();
});

describe('bank emulator', () => {
  it('accepts the documentation’s example request signed with its Token, and refuses a wrong one', async () => {
    const fields = {
      TerminalKey: 'MerchantTerminalKey',
      Amount: 19200,
      OrderId: '00000',
      Description: 'Подарочная карта на 1000 рублей',
    };
    const post = (body: object) =>
      fetch(`${base}/dev/bank/v2/Init`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }).then((r) => r.json());
    expect(await post({ ...fields, Token: signToken(fields, '11111111111111') })).toMatchObject({
      Success: true,
      Status: 'NEW',
    });
    expect(await post({ ...fields, Token: signToken(fields, 'wrong') })).toMatchObject({
      Success: false,
      ErrorCode: '204',
    });
    expect(
      await post({
        ...fields,
        TerminalKey: 'Other',
        Token: signToken({ ...fields, TerminalKey: 'Other' }, '11111111111111'),
      }),
    ).toMatchObject({ Success: false });
  });

  it('moves a payment through the card page and answers GetState, then Cancel in parts and in full', async () => {
    const started = await init('order-1', 30000);
    expect(started).toMatchObject({ Success: true, Status: 'NEW', Amount: 30000 });
    await payOnCardPage(started.PaymentURL!, TEST_CARDS.pays);
    expect((await client().getState({ PaymentId: String(started.PaymentId) })).Status).toBe('CONFIRMED');
    const part = await client().cancel({
      PaymentId: String(started.PaymentId),
      Amount: 10000,
      ExternalRequestId: 'r1',
    });
    expect(part).toMatchObject({ Success: true, Status: 'PARTIAL_REFUNDED', NewAmount: 20000 });
    // The same request again refunds nothing more.
    expect(
      await client().cancel({ PaymentId: String(started.PaymentId), Amount: 10000, ExternalRequestId: 'r1' }),
    ).toMatchObject({ NewAmount: 20000 });
    expect(
      await client().cancel({ PaymentId: String(started.PaymentId), Amount: 25000, ExternalRequestId: 'r2' }),
    ).toMatchObject({ Success: false });
    expect(await client().cancel({ PaymentId: String(started.PaymentId), ExternalRequestId: 'r3' })).toMatchObject({
      Status: 'REFUNDED',
      NewAmount: 0,
    });
  });

  it('charges a saved card by RebillId once, and declines when told to', async () => {
    const first = await init('order-2');
    await payOnCardPage(first.PaymentURL!);
    const rebillId = bank.state.byId.get(String(first.PaymentId))!.rebillId!;
    const next = await init('order-3');
    expect(await client().charge({ PaymentId: String(next.PaymentId), RebillId: rebillId })).toMatchObject({
      Success: true,
      Status: 'CONFIRMED',
    });
    expect(await client().charge({ PaymentId: String(next.PaymentId), RebillId: rebillId })).toMatchObject({
      Success: false,
    });
    bank.state.declinedRebills.add(rebillId);
    const third = await init('order-4');
    expect(await client().charge({ PaymentId: String(third.PaymentId), RebillId: rebillId })).toMatchObject({
      Success: false,
      Status: 'REJECTED',
    });
  });

  it('shows the card page in the payment’s language and asks for a code on the 3-D Secure card', async () => {
    const ru = await init('order-5', 19200, 'ru');
    expect(await (await fetch(ru.PaymentURL!)).text()).toContain('Оплата картой');
    const en = await init('order-6', 19200, 'en');
    expect(await (await fetch(en.PaymentURL!)).text()).toContain('Card payment');
    const asks = await payOnCardPage(en.PaymentURL!, TEST_CARDS.asksCode);
    expect(asks.html).toContain('Confirmation code');
    expect(bank.state.byId.get(String(en.PaymentId))!.Status).toBe('FORM_SHOWED');
    const wrong = await payOnCardPage(en.PaymentURL!, TEST_CARDS.asksCode, '0000');
    expect(wrong.html).toContain('Wrong code');
  });

  it('keeps its payments in its file across a restart: GetState and a Charge by RebillId still work', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bank-')), 'bank', 'payments.json');
    const start = async () => {
      const app = Fastify();
      const emulator = new BankEmulator({ ...TERMINAL, publicUrl: () => url, file });
      emulator.register(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const bankClient = createBankClient({ apiUrl: () => `${url}/dev/bank/v2`, ...TERMINAL });
      return { app, emulator, bankClient, stop: async () => (emulator.stop(), await app.close()) };
    };
    let url = '';
    const first = await start();
    const paid = await first.bankClient.init({
      Amount: 29900,
      OrderId: 'kept-1',
      Description: 'kept',
      CustomerKey: '7',
      Recurrent: 'Y',
      Language: 'en',
      NotificationURL: '',
    });
    await payOnCardPage(paid.PaymentURL!, TEST_CARDS.pays);
    const rebillId = first.emulator.state.byId.get(String(paid.PaymentId))!.rebillId!;
    await first.stop();

    const second = await start();
    expect(await second.bankClient.getState({ PaymentId: String(paid.PaymentId) })).toMatchObject({
      Success: true,
      Status: 'CONFIRMED',
      OrderId: 'kept-1',
    });
    const next = await second.bankClient.init({
      Amount: 29900,
      OrderId: 'kept-2',
      Description: 'kept',
      CustomerKey: '7',
      Language: 'en',
      NotificationURL: '',
    });
    expect(Number(next.PaymentId)).toBeGreaterThan(Number(paid.PaymentId));
    expect(await second.bankClient.charge({ PaymentId: String(next.PaymentId), RebillId: rebillId })).toMatchObject({
      Success: true,
      Status: 'CONFIRMED',
    });
    await second.stop();
  });
});
