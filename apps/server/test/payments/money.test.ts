/** Unit: the bank's Token and the 54-FZ receipt sums (decision 015); the money rules are the contract's. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildReceipt, periodsIn } from '../../src/providers/payments/receipt.js';
import { signToken, tokenSource, verifyToken } from '../../src/providers/payments/token.js';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('Token (T-Bank documentation examples as fixed vectors)', () => {
  // developer.tbank.ru "Токен": root scalars plus Password, sorted by key, values concatenated; Receipt and DATA left out.
  const documented = {
    TerminalKey: 'MerchantTerminalKey',
    Amount: 19200,
    OrderId: '00000',
    Description: 'Подарочная карта на 1000 рублей',
    DATA: { Phone: '+71234567890', Email: 'a@test.com' },
    Receipt: { Email: 'a@test.ru', Taxation: 'osn', Items: [{ Name: 'x', Price: 19200, Quantity: 1, Amount: 19200 }] },
  };

  it('concatenates exactly as the documentation shows', () => {
    expect(tokenSource(documented, '11111111111111')).toBe(
      '19200Подарочная карта на 1000 рублей0000011111111111111MerchantTerminalKey',
    );
  });

  it('is the SHA-256 of that string, in hex', () => {
    expect(signToken(documented, '11111111111111')).toBe(
      sha256('19200Подарочная карта на 1000 рублей0000011111111111111MerchantTerminalKey'),
    );
  });

  it('writes booleans as true/false (the documentation’s payout example: 20150TinkoffBankTesttrue)', () => {
    const fields = { TerminalKey: 'TinkoffBankTest', isNeedRrn: true, PaymentId: '20150' };
    expect(tokenSource(fields, '')).toBe('20150TinkoffBankTesttrue');
  });

  it('verifies a notification over every root scalar it carries, and refuses any change', () => {
    const note = {
      TerminalKey: 'T',
      OrderId: 'o1',
      Success: true,
      Status: 'CONFIRMED',
      PaymentId: 42,
      Amount: 29900,
      Pan: '430000******0777',
    };
    const signedNote = { ...note, Token: signToken(note, 'pw') };
    expect(verifyToken(signedNote, 'pw')).toBe(true);
    expect(verifyToken({ ...signedNote, Amount: 100 }, 'pw')).toBe(false);
    expect(verifyToken({ ...signedNote, Extra: 'x' }, 'pw')).toBe(false);
    expect(verifyToken(signedNote, 'other')).toBe(false);
    expect(verifyToken({ ...note, Token: 'zz' }, 'pw')).toBe(false);
  });
});

describe('receipt', () => {
  const sum = (r: ReturnType<typeof buildReceipt>) => r.Items.reduce((s, i) => s + i.Price * i.Quantity, 0);

  it('a month is one period at the full amount', () => {
    const r = buildReceipt({ amount: 29900, periodDays: 31, name: 'Plan', taxation: 'usn_income', email: 'a@b.cd' });
    expect(r.Items).toMatchObject([
      { Price: 29900, Quantity: 1, Amount: 29900, Tax: 'none', PaymentMethod: 'full_prepayment' },
    ]);
    expect(r.Email).toBe('a@b.cd');
  });

  it('a year is twelve periods and the lines sum to the amount exactly', () => {
    expect(periodsIn(365)).toBe(12);
    const even = buildReceipt({ amount: 240000, periodDays: 365, name: 'Plan', taxation: 'osn' });
    expect(even.Items).toMatchObject([{ Price: 20000, Quantity: 12 }]);
    expect(sum(even)).toBe(240000);
  });

  it('an odd amount puts the remainder on the last period', () => {
    for (const amount of [249000, 224100, 100, 1234567]) {
      const r = buildReceipt({ amount, periodDays: 365, name: 'Plan', taxation: 'osn', phone: '79001234567' });
      expect(sum(r)).toBe(amount);
      expect(r.Items.reduce((n, i) => n + i.Quantity, 0)).toBe(12);
      for (const item of r.Items) expect(item.Amount).toBe(item.Price * item.Quantity);
    }
  });
});
