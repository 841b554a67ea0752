/**
 * The emulator's payments, kept in memory and, given a file, saved there as JSON a moment after each
 * change (written to a temporary file, then renamed), so a restarted server still knows them. Statuses
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
  /** Init's RedirectDueDate (ISO): after it an unpaid payment is DEADLINE_EXPIRED and its card page closed. */
  RedirectDueDate?: string;
  /** The 54-FZ receipt the Init carried, kept as sent (tests check every Init has one). */
  Receipt?: unknown;
  /** Cancel answers by ExternalRequestId, so a repeated request refunds once. */
  cancels: Map<string, { Status: string; NewAmount: number; OriginalAmount: number }>;
}

import fs from 'node:fs';
import path from 'node:path';

interface Saved {
  nextId: number;
  payments: (Omit<EmulatedPayment, 'cancels'> & { cancels: [string, CancelResult][] })[];
  rebills: [string, string][];
  declinedRebills: string[];
}
type CancelResult = { Status: string; NewAmount: number; OriginalAmount: number };

export class BankState {
  private nextId = 1_000_000;
  readonly byId = new Map<string, EmulatedPayment>();
  readonly byOrder = new Map<string, EmulatedPayment>();
  /** RebillId → card number; a card in `declinedRebills` fails its next charges. */
  readonly rebills = new Map<string, string>();
  readonly declinedRebills = new Set<string>();
  /** How many times each RebillId was charged successfully per OrderId (the benchmark checks for doubles). */
  readonly charges = new Map<string, number>();

  /** Reads `file` if it exists (a restart); an unreadable file starts an empty bank. */
  load(file: string): void {
    let saved: Saved;
    try {
      saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Saved;
    } catch {
      return;
    }
    this.nextId = saved.nextId;
    for (const p of saved.payments) {
      const payment: EmulatedPayment = { ...p, cancels: new Map(p.cancels) };
      this.byId.set(payment.PaymentId, payment);
      this.byOrder.set(payment.OrderId, payment);
    }
    for (const [id, pan] of saved.rebills) this.rebills.set(id, pan);
    for (const id of saved.declinedRebills) this.declinedRebills.add(id);
  }

  save(file: string): void {
    const saved: Saved = {
      nextId: this.nextId,
      payments: [...this.byId.values()].map((p) => ({ ...p, cancels: [...p.cancels] })),
      rebills: [...this.rebills],
      declinedRebills: [...this.declinedRebills],
    };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(saved));
    fs.renameSync(`${file}.tmp`, file);
  }

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
