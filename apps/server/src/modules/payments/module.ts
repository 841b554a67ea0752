/**
 * The payments module built from its narrow dependencies: the bank client (T-Bank or the emulator,
 * by configuration), the paying service, refunds, and rebills. No bank when no terminal key is set:
 * paying then answers "terminalkey empty".
 */
import type { PaymentsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../mail/types.js';
import { createBankClient, type BankClient } from '../../providers/payments/client.js';
import type { NewNotification } from '../notifications/index.js';
import { parentLocaleOf, type UsersModule } from '../users/index.js';
import { createPaymentsList } from './admin-list.js';
import { createApply } from './apply.js';
import { createCodedPayments } from './coded-payments.js';
import { createExpiry } from './expiry.js';
import { createPaymentEvents, type PaymentEvents } from './events.js';
import type { PaymentRow } from './repository.js';
import { createRebills, type RebillNotice } from './rebill.js';
import { createRefunds, type RefundsDeps } from './refunds.js';
import { createPaymentsService, type CheckoutCodes } from './service.js';
import * as repo from './repository.js';
import { paymentTexts } from './texts.js';

export interface PaymentsModuleDeps {
  db: Db;
  config: PaymentsConfig;
  publicUrl: () => string;
  mailer: Mailer;
  users: Pick<UsersModule, 'findUserById'>;
  /** The promo codes checkout prices with (the promo module's codes). */
  promoCodes: CheckoutCodes;
  notifyUser: (userId: number, note: NewNotification) => Promise<unknown>;
  /** Replaces the configured bank (tests, the benchmark). */
  bank?: BankClient;
  /**
   * Told about every committed payment change, after its real-time message (the partner programme's
   * earnings follow confirmations and refunds this way). A failure here is logged, never the payment's.
   */
  onPaymentChanged?: (row: PaymentRow) => Promise<void>;
  /** Where staff refunds are recorded (issue 25 point 9); the server's audit log. */
  audit?: RefundsDeps['audit'];
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { db, config, publicUrl } = deps;
  const bank =
    deps.bank ??
    (config.terminalKey
      ? createBankClient({
          apiUrl: () => config.apiUrl ?? `${publicUrl()}/dev/bank/v2`,
          terminalKey: config.terminalKey,
          password: config.password,
        })
      : null);

  async function onFailure({ userId, retryDays }: RebillNotice) {
    const user = await deps.users.findUserById(userId);
    if (!user) return;
    const t = paymentTexts(parentLocaleOf(user));
    const body = t.rebillFailedBody(retryDays);
    await deps.notifyUser(userId, {
      type: 'payment',
      title: t.rebillFailedTitle,
      body,
      actions: [{ type: 'internalLink', text: t.features, address: '/features' }],
    });
    if (user.email)
      await deps.mailer.send({ to: user.email, subject: t.rebillFailedTitle, text: body, html: `<p>${body}</p>` });
  }

  /** A rebill's receipt goes where the last one went (the contact given when paying), else to the account's e-mail. */
  async function receiptContactOf(userId: number): Promise<{ email?: string; phone?: string }> {
    const last = await repo.lastReceiptOf(db, userId);
    if (last?.Email || last?.Phone) return { email: last.Email, phone: last.Phone };
    const user = await deps.users.findUserById(userId);
    return user?.email ? { email: user.email } : {};
  }

  const published = createPaymentEvents(db);
  const hook = deps.onPaymentChanged;
  const events: PaymentEvents = hook
    ? {
        publish: async (row) => {
          await published.publish(row);
          await hook(row).catch((err: unknown) => console.error('payment change hook failed', err));
        },
      }
    : published;
  const refunds = createRefunds({ db, bank, events, audit: deps.audit });
  return {
    bank,
    service: createPaymentsService({ db, promoCodes: deps.promoCodes, events, bank, config, publicUrl }),
    /** For the licence: when the user's running plan ends (null: none runs). */
    runningPlanEnd: (userId: number, now: Date) => repo.runningPlanEnd(db, userId, now),
    /** For the partner programme's earnings. */
    ...createCodedPayments(db),
    refunds,
    /** The admin's list, its filters and its CSV. */
    list: createPaymentsList({ db, codes: deps.promoCodes }),
    /** Abandoned checkouts expire (a job each minute). */
    expiry: bank
      ? createExpiry({
          db,
          bank,
          applyBankStatus: createApply({ db, events }).applyBankStatus,
          lifetimeMs: config.checkoutLifetimeMs,
        })
      : null,
    rebills: bank
      ? createRebills({
          db,
          events,
          bank,
          publicUrl,
          onFailure,
          reconcileRefunds: refunds.reconcile,
          taxation: config.taxation,
          receiptContactOf,
        })
      : null,
  };
}
