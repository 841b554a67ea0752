/**
 * A T-Bank Internet Acquiring API v2 client: Init, Charge, Cancel, GetState. Every request is signed
 * (token.ts); answers are returned as the bank sends them, with Success false carrying ErrorCode and
 * Message. It speaks to whatever server `apiUrl` names: the bank or the emulator at /dev/bank/v2.
 */
import type { Receipt } from './receipt.js';
import { signed, verifyToken } from './token.js';

export interface BankAnswer {
  Success: boolean;
  ErrorCode: string;
  TerminalKey?: string;
  Message?: string;
  Details?: string;
  Status?: string;
  PaymentId?: string | number;
  OrderId?: string;
  Amount?: number;
  PaymentURL?: string;
  OriginalAmount?: number;
  NewAmount?: number;
}

export interface InitRequest {
  Amount: number;
  OrderId: string;
  Description: string;
  CustomerKey: string;
  Recurrent?: 'Y';
  Language: 'ru' | 'en';
  NotificationURL: string;
  SuccessURL?: string;
  FailURL?: string;
  DATA?: Record<string, string>;
  Receipt?: Receipt;
  /** Until when the card page may be paid (T-Bank's format, e.g. 2026-12-05T15:30:00+00:00). */
  RedirectDueDate?: string;
}

export interface BankClient {
  readonly terminalKey: string;
  init(request: InitRequest): Promise<BankAnswer>;
  charge(request: { PaymentId: string; RebillId: string }): Promise<BankAnswer>;
  cancel(request: { PaymentId: string; Amount?: number; ExternalRequestId?: string }): Promise<BankAnswer>;
  getState(request: { PaymentId: string }): Promise<BankAnswer>;
  /** A notification's Token and TerminalKey are this terminal's. */
  verifyNotification(body: Record<string, unknown>): boolean;
}

export class BankUnavailable extends Error {}

export interface BankClientOptions {
  /** Read on every call: the emulator's address is known only once the server listens. */
  apiUrl: () => string;
  terminalKey: string;
  password: string;
  timeoutMs?: number;
}

export function createBankClient(options: BankClientOptions): BankClient {
  const { terminalKey, password } = options;
  const post = async (method: string, fields: Record<string, unknown>): Promise<BankAnswer> => {
    const body = JSON.stringify(signed({ TerminalKey: terminalKey, ...fields }, password));
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl()}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new BankUnavailable(`${method}: ${(err as Error).message}`);
    }
    if (!res.ok) throw new BankUnavailable(`${method}: HTTP ${res.status}`);
    const answer = (await res.json()) as BankAnswer;
    return { ...answer, ErrorCode: String(answer.ErrorCode ?? '0') };
  };
  return {
    terminalKey,
    init: (request) => post('Init', { ...request }),
    charge: (request) => post('Charge', request),
    cancel: (request) => post('Cancel', request),
    getState: (request) => post('GetState', request),
    verifyNotification: (body) => body.TerminalKey === terminalKey && verifyToken(body, password),
  };
}
