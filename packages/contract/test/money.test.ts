/** The money rules the payment dialog and the server share (decisions 015, 016). */
import { describe, expect, it } from 'vitest';
import { amountKopecks, discountRub, proratedRefund, totalRub } from '../src/index.js';

describe('money', () => {
  it('rounds a discount to whole rubles, half up', () => {
    expect(discountRub(299, 10)).toBe(30); // 29.9
    expect(discountRub(2490, 13)).toBe(324); // 323.7
    expect(discountRub(2490, 6)).toBe(149); // 149.4
    expect(discountRub(250, 10)).toBe(25);
    expect(discountRub(5, 10)).toBe(1); // 0.5
    expect(totalRub(2490, 13)).toBe(2166);
    expect(totalRub(299)).toBe(299);
  });

  it('asks the bank for the price after the discount, in kopecks', () => {
    expect(amountKopecks(299)).toBe(29900);
    expect(amountKopecks(299, 10)).toBe(26900); // 29.9 → 30 rubles off
    expect(amountKopecks(2490, 13)).toBe(216600); // 323.7 → 324 off
    expect(amountKopecks(2490, 6)).toBe(234100); // 149.4 → 149 off
  });

  it('refunds the unused days of the period, prorated', () => {
    const paid = new Date('2026-01-01T00:00:00Z');
    expect(proratedRefund(36500, 365, paid, paid)).toBe(36500);
    expect(proratedRefund(36500, 365, paid, new Date('2026-01-11T00:00:00Z'))).toBe(35500);
    expect(proratedRefund(31000, 31, paid, new Date('2026-01-01T12:00:00Z'))).toBe(30000);
    expect(proratedRefund(31000, 31, paid, new Date('2026-03-01T00:00:00Z'))).toBe(0);
  });
});
