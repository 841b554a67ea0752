/** Card payments: the provider (T-Bank or the emulator), its terminal, the trial, receipts and schedules. */
import type { Env } from './env-schema.js';
import { ConfigError } from './parse.js';

/** Card payments (decision 014): the bank's v2 protocol, spoken by T-Bank or by the emulator at /dev/bank. */
export interface PaymentsConfig {
  provider: 'emulator' | 'tbank';
  /** The v2 API base, e.g. https://securepay.tinkoff.ru/v2; null: the emulator at PUBLIC_URL/dev/bank/v2. */
  apiUrl: string | null;
  /** Null when not configured: the dialog then says "terminalkey empty". */
  terminalKey: string | null;
  password: string;
  /** The free trial an ordinary account gets once after confirming its e-mail. */
  trialDays: number;
  /** 54-FZ receipt: taxation system (osn, usn_income, usn_income_outcome, esn, patent). */
  taxation: string;
  /** A payment left in a non-final status longer than this is asked about with GetState. */
  reconcileAfterMs: number;
  /**
   * How long a checkout's card page lives (sent as Init's RedirectDueDate): an unpaid payment older than
   * this expires to DEADLINE_EXPIRED (decision 087).
   */
  checkoutLifetimeMs: number;
  /** When the daily rebill pass runs (cron, UTC). */
  rebillCron: string;
}

/** The emulator's fixed terminal; only ever used outside production. */
export const EMULATOR_TERMINAL = { key: 'TinyTidingsDEMO', password: 'tidings-emulator-password' } as const;

export function paymentsConfig(env: Env, production: boolean): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER ?? (production ? 'tbank' : 'emulator');
  if (provider === 'emulator' && production)
    throw new ConfigError([{ variable: 'PAYMENT_PROVIDER', message: 'emulator is refused in production' }]);
  const emulator = provider === 'emulator';
  return {
    provider,
    apiUrl: env.TBANK_API_URL
      ? env.TBANK_API_URL.replace(/\/$/, '')
      : emulator
        ? null
        : 'https://securepay.tinkoff.ru/v2',
    terminalKey: env.TBANK_TERMINAL_KEY ?? (emulator ? EMULATOR_TERMINAL.key : null),
    password: env.TBANK_PASSWORD ?? (emulator ? EMULATOR_TERMINAL.password : ''),
    trialDays: env.TRIAL_DAYS,
    taxation: env.RECEIPT_TAXATION ?? 'usn_income',
    reconcileAfterMs: env.RECONCILE_AFTER_MS,
    checkoutLifetimeMs: env.CHECKOUT_LIFETIME_MS,
    rebillCron: env.REBILL_CRON ?? '0 6 * * *',
  };
}
