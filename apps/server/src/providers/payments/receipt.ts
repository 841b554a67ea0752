/**
 * The 54-FZ receipt of Init (decision 015): one service, full prepayment, no VAT. The price is the
 * amount divided by the number of periods bought (a month is 1, a year 12); when that does not divide
 * evenly, the last period is a second line carrying the remainder, so the lines sum to Amount exactly.
 */
import { PLAN_PERIODS } from '@tt/contract';

export interface ReceiptItem {
  Name: string;
  Price: number;
  Quantity: number;
  Amount: number;
  Tax: 'none';
  PaymentMethod: 'full_prepayment';
  PaymentObject: 'service';
}

export interface Receipt {
  Email?: string;
  Phone?: string;
  Taxation: string;
  Items: ReceiptItem[];
}

/** How many monthly periods a plan period of `days` is: 31 → 1, 365 → 12. */
export const periodsIn = (days: number) => Math.max(1, Math.round(days / PLAN_PERIODS.month));

export function buildReceipt(input: {
  amount: number;
  periodDays: number;
  name: string;
  taxation: string;
  email?: string;
  phone?: string;
}): Receipt {
  const count = periodsIn(input.periodDays);
  const price = Math.floor(input.amount / count);
  const item = (Price: number, Quantity: number): ReceiptItem => ({
    Name: input.name.slice(0, 128),
    Price,
    Quantity,
    Amount: Price * Quantity,
    Tax: 'none',
    PaymentMethod: 'full_prepayment',
    PaymentObject: 'service',
  });
  const remainder = input.amount - price * count;
  const items =
    remainder === 0
      ? [item(price, count)]
      : [item(price, count - 1), item(price + remainder, 1)].filter((i) => i.Quantity);
  return {
    ...(input.email ? { Email: input.email } : {}),
    ...(input.phone ? { Phone: input.phone } : {}),
    Taxation: input.taxation,
    Items: items,
  };
}
