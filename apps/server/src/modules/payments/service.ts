/**
 * Paying for plans (consumer §2–§7, decisions 015–016): identities, promo checks, starting a payment
 * at the bank with the server's own amount, user plans and the trial, cancelling rebill, and the bank's
 * notifications. Refunds, rebills and reconciliation live beside it (refunds.ts, rebill.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  amountKopecks,
  fieldErrors,
  type CallOutput,
  type Locale,
  type PaymentStart,
  type UserPlan,
} from '@tt/contract';

type PromoResult = CallOutput<'payments/checkpromo'>;
import type { PaymentsConfig } from '../../config.js';
import type { UserRecord } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import type { BankClient } from '../../providers/payments/client.js';
import { buildReceipt } from '../../providers/payments/receipt.js';
import { licenceFor } from '../licence/index.js';
import { createApply } from './apply.js';
import type { PaymentEvents } from './events.js';
import { addDays } from './days.js';
import { trialMailbox } from './mailbox.js';
import { BankNotification } from './notification.js';
import * as repo from './repository.js';
import { isRefund } from './status.js';
import { paymentTexts } from './texts.js';

/**
 * What payments ask of the partner programme, handed in by app.ts: for checkout (consumer §4) a code a buyer
 * may pay with for the plan now, or null; for the admin's list the e-mail of each code's owner (by
 * upper-cased code), so a row links to its partner (issue 25 point 8).
 */
export interface CheckoutCodes {
  usable(code: string, planid: number, now?: Date): Promise<{ code: string; discount: number; owner: number } | null>;
  ownerEmails(codes: string[]): Promise<Map<string, string | null>>;
}

export interface PaymentsDeps {
  db: Db;
  promoCodes: CheckoutCodes;
  events: PaymentEvents;
  bank: BankClient | null;
  config: PaymentsConfig;
  /** Where the bank and browsers reach us (read on use: tests learn it after listening). */
  publicUrl: () => string;
}

export interface StartInput {
  planid: number;
  period: number;
  promocode?: string;
  email?: string;
  phone?: string;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * What a payment buys, as the bank carries it in DATA (decision 015): `{userId}:{planid}-{period}`; the
 * bank's CustomerKey is the user id.
 */
export const paymentIdentity = (userId: number, planid: number, period: number) => `${userId}:${planid}-${period}`;

export function createPaymentsService({ db, promoCodes, events, bank, config, publicUrl }: PaymentsDeps) {
  const { applyBankStatus } = createApply({ db, events });
  const requireBank = (): BankClient => {
    if (!bank) throw new ApiProblem(503, 'errors.terminalKeyEmpty', 503);
    return bank;
  };

  async function priceOf(planid: number, period: number) {
    const plan = await repo.findPlan(db, planid);
    const price = plan?.price.find((p) => p.p === period);
    if (!plan || !price) throw new ApiProblem(404, 'errors.planNotFound', 404);
    return { plan, rub: price.rub };
  }

  /** An active code for the plan (consumer §8 "Promo code not found" otherwise). */
  async function promo(code: string, planid: number, now = new Date()) {
    const row = await promoCodes.usable(code, planid, now);
    if (!row) throw new ApiProblem(404, 'errors.promoNotFound', 404);
    return row;
  }

  /**
   * The one free trial (decision 015), given when an ordinary account confirms its e-mail: a demo plan
   * of TRIAL_DAYS on its type's first plan, once per user and once per mailbox ever (`trials_given`,
   * decision 046), and only to an account with no plan yet.
   */
  async function grantTrial(user: UserRecord): Promise<boolean> {
    if (!user.emailConfirmed || user.type !== 0 || config.trialDays <= 0) return false;
    if ((await repo.userPlansOf(db, user.id)).length) return false;
    const plan = await repo.firstPlanFor(db, user.type);
    if (!plan || !(await repo.takeTrial(db, user.id, user.email ? trialMailbox(user.email) : null))) return false;
    await repo.upsertUserPlan(db, {
      userId: user.id,
      planId: plan.id,
      demo: true,
      end: addDays(new Date(), config.trialDays),
    });
    return true;
  }

  return {
    grantTrial,

    identity: (user: UserRecord, planid: number, period: number) => ({
      identity: paymentIdentity(user.id, planid, period),
    }),

    async checkPromo(code: string, planid: number): Promise<PromoResult> {
      const row = await promo(code, planid);
      return { code: row.code, feature: { discount: row.discount } };
    },

    async start(user: UserRecord, input: StartInput, locale: Locale): Promise<PaymentStart> {
      const client = requireBank();
      const { plan, rub } = await priceOf(input.planid, input.period);
      const code = input.promocode?.trim() ? await promo(input.promocode, input.planid) : null;
      const amount = amountKopecks(rub, code?.discount ?? 0);
      const orderId = `i${user.id}-${randomBytes(8).toString('hex')}`;
      const identity = paymentIdentity(user.id, input.planid, input.period);
      const receipt = buildReceipt({
        amount,
        periodDays: input.period,
        name: plan.name,
        taxation: config.taxation,
        email: input.email,
        phone: input.phone,
      });
      const payment = await repo.insertPayment(db, {
        orderId,
        userId: user.id,
        planId: plan.id,
        period: input.period,
        value: amount,
        promoCode: code?.code ?? null,
        info: {
          kind: 'init',
          statuses: [{ status: 'NEW', at: new Date().toISOString() }],
          refunds: [],
          receipt,
          identity,
          ...(code ? { promoCode: code.code, discount: code.discount } : {}),
        },
      });
      const base = publicUrl();
      const answer = await client
        .init({
          Amount: amount,
          OrderId: orderId,
          Description: paymentTexts(locale).description(plan.name, input.period),
          CustomerKey: String(user.id),
          Recurrent: 'Y',
          Language: locale === 'ru' ? 'ru' : 'en',
          NotificationURL: `${base}/api/payments/tbank/notification`,
          SuccessURL: `${base}/features?payment=${payment.id}&result=success`,
          FailURL: `${base}/features?payment=${payment.id}&result=fail`,
          DATA: { identity, ...(code ? { promocode: code.code } : {}) },
          Receipt: receipt,
          // the bank closes the card page then, and the expiry sweep marks the payment expired (decision 087)
          RedirectDueDate: new Date(Date.now() + config.checkoutLifetimeMs)
            .toISOString()
            .replace(/\.\d{3}Z$/, '+00:00'),
        })
        .catch(async (err: Error) => {
          // No answer from the bank: the payment never started.
          await applyBankStatus(orderId, { status: 'REJECTED', message: err.message });
          throw new ApiProblem(502, 'errors.bankRefused', 502, undefined, { message: err.message });
        });
      if (!answer.Success || !answer.PaymentURL) {
        await applyBankStatus(orderId, { status: 'REJECTED', message: answer.Message ?? answer.ErrorCode });
        throw new ApiProblem(502, 'errors.bankRefused', 502, undefined, {
          message: answer.Message ?? answer.ErrorCode,
        });
      }
      await repo.setBankPaymentId(db, payment.id, String(answer.PaymentId));
      return { paymentId: payment.id, orderId, amount, PaymentURL: answer.PaymentURL, discount: code?.discount ?? 0 };
    },

    async userPlans(user: UserRecord) {
      const now = new Date();
      const rows = await repo.userPlansOf(db, user.id);
      const plans: UserPlan[] = rows.map((r) => {
        const running = !!r.end && r.end > now;
        return {
          id: r.planId,
          active: r.active && running,
          demo: r.demo && running,
          activeRebill: r.activeRebill,
          end: r.end?.toISOString() ?? null,
          period: r.period,
          card: r.cardMask,
        };
      });
      return { plans, licence: licenceFor(user, await repo.runningPlanEnd(db, user.id, now)) };
    },

    cancelSubscription: async (user: UserRecord) => {
      await repo.stopRebills(db, user.id);
      return { success: true as const };
    },

    /**
     * A bank notification: its shape (422 with field errors), Token (constant time) and TerminalKey
     * (403), then the order (404) and its amount (422). Answers only after the change is committed; a
     * repeated or older status changes nothing.
     */
    async notification(raw: Record<string, unknown>): Promise<'OK'> {
      const client = requireBank();
      const parsed = BankNotification.safeParse(raw);
      if (!parsed.success) throw new ApiProblem(422, 'validation.formText', 422, fieldErrors(parsed.error, 'en'));
      const body = parsed.data;
      if (!client.verifyNotification(body)) throw new ApiProblem(403, 'errors.forbidden', 403);
      const applied = await applyBankStatus(
        body.OrderId,
        {
          status: body.Status,
          bankPaymentId: body.PaymentId === undefined ? undefined : String(body.PaymentId),
          cardMask: body.Pan,
          rebillId: body.RebillId === undefined || body.RebillId === '' ? undefined : String(body.RebillId),
        },
        new Date(),
        // A refund notification carries the amount left, not the order's.
        isRefund(body.Status) ? undefined : body.Amount,
      );
      if (!applied) throw new ApiProblem(404, 'errors.paymentNotFound', 404);
      // The bank repeats a notification we got no OK for: the change may be committed while the process
      // died before telling the user's pages and the partner's earnings (both idempotent), so tell again.
      if (!applied.changed && applied.payment.status === body.Status) await events.publish(applied.payment);
      return 'OK';
    },
  };
}
