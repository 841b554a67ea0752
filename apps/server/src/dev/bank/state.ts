/**
 * The emulator's payments, kept in memory (a development bank: restarting it forgets them). Statuses
 * are the bank's: NEW → FORM_SHOWED → (3DS_CHECKING →) AUTHORIZED → CONFIRMED, or REJECTED; then
 * PARTIAL_REFUNDED / REFUNDED by Cancel.
 */
export const TEST_CARDS = {
  /** Pays at once. */
  pays: '4300000000000777',
  /** Declined by the issuer. */
  declined: '4000000000000119',
  /** Asks for a confirmation code first (3-D Secure); the code is 1234. */
  asksCode: '4000000000000002',
} as const;
export const CONFIRMATION_CODE = '1234';

export interface EmulatedPayment {
  PaymentId: string;
  OrderId: string;
  Amount: number;
  refunded: number;
  Status: string;
  Language: string;
  Description: string;
  Recurrent: boolean;
  CustomerKey: string;
  NotificationURL: string;
  SuccessURL: string;
  FailURL: string;
  pan?: string;
  rebillId?: string;
  /** Cancel answers by ExternalRequestId, so a repeated request refunds once. */
  cancels: Map<string, { Status: string; NewAmount: number; OriginalAmount: number }>;
}

export class BankState {
  private nextId = 1_000_000;
  readonly byId = new Map<string, EmulatedPayment>();
  readonly byOrder = new Map<string, EmulatedPayment>();
  /** RebillId → card number; a card in `declinedRebills` fails its next charges. */
  readonly rebills = new Map<string, string>();
  readonly declinedRebills = new Set<string>();
  /** How many times each RebillId was charged successfully per OrderId (the benchmark checks for doubles). */
  readonly charges = new Map<string, number>();

  create(fields: Omit<EmulatedPayment, 'PaymentId' | 'refunded' | 'Status' | 'cancels'>): EmulatedPayment {
    const payment: EmulatedPayment = {
      ...fields,
      PaymentId: String(this.nextId++),
      refunded: 0,
      Status: 'NEW',
      cancels: new Map(),
    };
    this.byId.set(payment.PaymentId, payment);
    this.byOrder.set(payment.OrderId, payment);
    return payment;
  }

  issueRebill(payment: EmulatedPayment): void {
    if (!payment.Recurrent || !payment.pan || payment.rebillId) return;
    payment.rebillId = String(9_000_000_000 + Number(payment.PaymentId));
    this.rebills.set(payment.rebillId, payment.pan);
  }
}

export const maskPan = (pan: string) => `${pan.slice(0, 6)}******${pan.slice(-4)}`;
