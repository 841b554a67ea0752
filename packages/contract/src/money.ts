/**
 * Money rules the payment dialog and the server both apply (decisions 015, 016): prices per period are
 * whole rubles, a promo discount is rounded to whole rubles, amounts paid and refunded are kopecks.
 */
import { MINOR_UNITS } from './constants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The discount in whole rubles: a percent of the price, rounded to whole units (consumer §9). */
export const discountRub = (priceRub: number, percent: number): number => Math.round((priceRub * percent) / 100);

/** The price in whole rubles after the discount. */
export const totalRub = (priceRub: number, percent = 0): number =>
  Math.max(0, priceRub - discountRub(priceRub, percent));

/** The amount in kopecks the bank is asked for: the price after the discount. */
export const amountKopecks = (priceRub: number, percent = 0): number => totalRub(priceRub, percent) * MINOR_UNITS;

/**
 * A refund "by the period used": the part of `value` kopecks for the days of a `periodDays` period not yet
 * used at `now`, a started day counting as used, rounded down.
 */
export function proratedRefund(value: number, periodDays: number, paidAt: Date, now: Date): number {
  const usedDays = Math.max(0, Math.ceil((now.getTime() - paidAt.getTime()) / DAY_MS));
  const unusedDays = Math.max(0, periodDays - usedDays);
  return Math.floor((value * unusedDays) / periodDays);
}

/**
 * What a payment counts as refunded, in kopecks: a REFUNDED bank status counts in full even without our
 * own refund figure (a refund made in the bank's cabinet); otherwise what we refunded, at most the value.
 * Payments show it; the partner programme takes earnings back by it.
 */
export const refundedOf = (payment: { status: string; value: number; refunded: number }): number =>
  payment.status === 'REFUNDED' ? payment.value : Math.min(payment.refunded, payment.value);

/**
 * Money as money in the reader's language, the one formatter of every page, notice and mail (decision 087):
 * 29 133 kopecks → "₽291.33" (en), "291,33 ₽" (ru). `fractions` 0 for whole-unit prices ("₽2,490").
 */
export function formatMoney(minor: number, currency: string, language: string, fractions = 2): string {
  return new Intl.NumberFormat(language.startsWith('ru') ? 'ru-RU' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractions,
    maximumFractionDigits: fractions,
  }).format(minor / 100);
}
