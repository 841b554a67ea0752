/**
 * A bank emulator speaking T-Bank's v2 protocol over real HTTP at /dev/bank (decision 014): Init,
 * Charge, Cancel, GetState under /dev/bank/v2, the card page at PaymentURL, signed notifications.
 * Mounted by the app when PAYMENT_PROVIDER=emulator (never in production); tests and the benchmark
 * may also run it in a process of their own.
 */
import type { FastifyInstance } from 'fastify';
import { verifyToken } from '../../providers/payments/token.js';
import { registerCardPage } from './card-page.js';
import { Notifier } from './notifier.js';
import { BankState, maskPan, type EmulatedPayment } from './state.js';

export interface BankEmulatorOptions {
  terminalKey: string;
  password: string;
  /** The address browsers reach the emulator at (PaymentURL is built on it). */
  publicUrl: () => string;
  /** Where its payments are kept across restarts (the app uses DATA_DIR/bank/payments.json); memory only without. */
  file?: string;
}

/** Changes are saved this long after the last one, so a burst of requests costs one write. */
const SAVE_AFTER_MS = 200;

type Body = Record<string, unknown>;
const fail = (ErrorCode: string, Message: string, Details = '') => ({ Success: false, ErrorCode, Message, Details });
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export class BankEmulator {
  readonly state = new BankState();
  readonly notifier: Notifier;

  private saveTimer: NodeJS.Timeout | null = null;

  constructor(readonly options: BankEmulatorOptions) {
    this.notifier = new Notifier(options.password);
    if (options.file) this.state.load(options.file);
  }

  /** Saves the payments soon (every request that may change them calls this). */
  private changed(): void {
    if (!this.options.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), SAVE_AFTER_MS);
    this.saveTimer.unref();
  }

  private flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.options.file) return;
    try {
      this.state.save(this.options.file);
    } catch (err) {
      console.warn(`The bank emulator could not save its payments: ${(err as Error).message}`);
    }
  }

  /** Moves a payment on and tells the merchant, as the bank does after each status change. */
  setStatus(payment: EmulatedPayment, Status: string, extra: Body = {}): void {
    payment.Status = Status;
    const success = !['REJECTED', 'DEADLINE_EXPIRED', 'AUTH_FAIL'].includes(Status);
    this.notifier.send(payment.NotificationURL, {
      TerminalKey: this.options.terminalKey,
      OrderId: payment.OrderId,
      Success: success,
      Status,
      PaymentId: Number(payment.PaymentId),
      ErrorCode: success ? '0' : '1051',
      Amount: payment.Amount - payment.refunded,
      ...(payment.pan ? { Pan: maskPan(payment.pan), CardId: Number(payment.PaymentId) + 1, ExpDate: '1230' } : {}),
      ...(payment.rebillId && Status === 'CONFIRMED' ? { RebillId: Number(payment.rebillId) } : {}),
      ...extra,
    });
  }

  /**
   * An unpaid payment past its RedirectDueDate expires (DEADLINE_EXPIRED, the merchant told), as the bank
   * does; asked when its state is read or its card page opened. True when it is expired.
   */
  expireIfDue(payment: EmulatedPayment, now = Date.now()): boolean {
    const due = payment.RedirectDueDate ? Date.parse(payment.RedirectDueDate) : NaN;
    if ((payment.Status === 'NEW' || payment.Status === 'FORM_SHOWED') && due < now)
      this.setStatus(payment, 'DEADLINE_EXPIRED');
    return payment.Status === 'DEADLINE_EXPIRED';
  }

  /** A card was entered on the card page or charged by RebillId. */
  pay(payment: EmulatedPayment, pan: string, declined: boolean): void {
    payment.pan = pan;
    if (declined) return this.setStatus(payment, 'REJECTED');
    this.setStatus(payment, 'AUTHORIZED');
    this.state.issueRebill(payment);
    this.setStatus(payment, 'CONFIRMED');
  }

  register(fastify: FastifyInstance): void {
    const { terminalKey, password } = this.options;
    const guarded = (handler: (body: Body) => unknown) => async (request: { body: unknown }) => {
      const body = (request.body ?? {}) as Body;
      if (body.TerminalKey !== terminalKey) return fail('202', 'Терминал не найден', 'Unknown TerminalKey');
      if (!verifyToken(body, password)) return fail('204', 'Неверный токен', 'Token check failed');
      return { TerminalKey: terminalKey, ...(handler(body) as Body) };
    };
    const find = (body: Body) => this.state.byId.get(str(body.PaymentId));

    fastify.post(
      '/dev/bank/v2/Init',
      guarded((body) => this.init(body)),
    );
    fastify.post(
      '/dev/bank/v2/GetState',
      guarded((body) => {
        const p = find(body);
        if (!p) return fail('7', 'Платёж не найден');
        this.expireIfDue(p);
        return {
          Success: true,
          ErrorCode: '0',
          Status: p.Status,
          PaymentId: p.PaymentId,
          OrderId: p.OrderId,
          Amount: p.Amount,
        };
      }),
    );
    fastify.post(
      '/dev/bank/v2/Charge',
      guarded((body) => this.charge(body)),
    );
    fastify.post(
      '/dev/bank/v2/Cancel',
      guarded((body) => this.cancel(body)),
    );
    /** Test control: make charges by a RebillId decline (or pay again). */
    fastify.post('/dev/bank/test/rebill', async (request) => {
      const { RebillId, decline } = request.body as { RebillId: string; decline: boolean };
      if (decline) this.state.declinedRebills.add(String(RebillId));
      else this.state.declinedRebills.delete(String(RebillId));
      return { ok: true };
    });
    registerCardPage(fastify, this);
    // Every change happens in a request to /dev/bank: save after those.
    fastify.addHook('onResponse', (request, _reply, done) => {
      if (request.url.startsWith('/dev/bank/') && request.method === 'POST') this.changed();
      else if (request.url.startsWith('/dev/bank/pay/')) this.changed();
      done();
    });
  }

  private init(body: Body) {
    const Amount = Number(body.Amount);
    const OrderId = str(body.OrderId);
    if (!Number.isInteger(Amount) || Amount < 100) return fail('8', 'Неверный формат суммы', 'Amount');
    if (!OrderId) return fail('8', 'Не указан OrderId', 'OrderId');
    const existing = this.state.byOrder.get(OrderId);
    // The same order started again (a retried rebill) is the same payment, not a second one.
    const p =
      existing ??
      this.state.create({
        OrderId,
        Amount,
        Language: body.Language === 'en' ? 'en' : 'ru',
        Description: str(body.Description),
        Recurrent: body.Recurrent === 'Y',
        CustomerKey: str(body.CustomerKey),
        NotificationURL: str(body.NotificationURL),
        SuccessURL: str(body.SuccessURL),
        FailURL: str(body.FailURL),
        ...(body.Receipt && typeof body.Receipt === 'object' ? { Receipt: body.Receipt } : {}),
        ...(typeof body.RedirectDueDate === 'string' ? { RedirectDueDate: body.RedirectDueDate } : {}),
      });
    if (existing && existing.Amount !== Amount) return fail('8', 'OrderId уже использован с другой суммой');
    const PaymentURL = `${this.options.publicUrl()}/dev/bank/pay/${p.PaymentId}`;
    return { Success: true, ErrorCode: '0', Status: p.Status, PaymentId: p.PaymentId, OrderId, Amount, PaymentURL };
  }

  private charge(body: Body) {
    const p = this.state.byId.get(str(body.PaymentId));
    const rebillId = str(body.RebillId);
    const pan = this.state.rebills.get(rebillId);
    if (!p) return fail('7', 'Платёж не найден');
    if (!pan) return fail('10', 'Неверный RebillId');
    if (p.Status === 'CONFIRMED') return fail('9', 'Платёж уже оплачен', 'already charged');
    if (p.Status !== 'NEW') return fail('9', 'Неверный статус платежа');
    const declined = this.state.declinedRebills.has(rebillId);
    this.pay(p, pan, declined);
    if (!declined) this.state.charges.set(p.OrderId, (this.state.charges.get(p.OrderId) ?? 0) + 1);
    return declined
      ? {
          Success: false,
          ErrorCode: '1051',
          Message: 'Недостаточно средств',
          Status: 'REJECTED',
          PaymentId: p.PaymentId,
        }
      : {
          Success: true,
          ErrorCode: '0',
          Status: 'CONFIRMED',
          PaymentId: p.PaymentId,
          OrderId: p.OrderId,
          Amount: p.Amount,
        };
  }

  private cancel(body: Body) {
    const p = this.state.byId.get(str(body.PaymentId));
    if (!p) return fail('7', 'Платёж не найден');
    const requestId = str(body.ExternalRequestId);
    const repeated = requestId ? p.cancels.get(requestId) : undefined;
    if (repeated) return { Success: true, ErrorCode: '0', PaymentId: p.PaymentId, OrderId: p.OrderId, ...repeated };
    if (!['CONFIRMED', 'PARTIAL_REFUNDED'].includes(p.Status)) return fail('9', 'Неверный статус платежа для отмены');
    const remaining = p.Amount - p.refunded;
    const amount = body.Amount === undefined ? remaining : Number(body.Amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining)
      return fail('3', 'Сумма отмены больше суммы платежа', `Amount ${amount} > ${remaining}`);
    p.refunded += amount;
    const result = {
      Status: p.refunded === p.Amount ? 'REFUNDED' : 'PARTIAL_REFUNDED',
      OriginalAmount: remaining,
      NewAmount: p.Amount - p.refunded,
    };
    if (requestId) p.cancels.set(requestId, result);
    this.setStatus(p, result.Status);
    return { Success: true, ErrorCode: '0', PaymentId: p.PaymentId, OrderId: p.OrderId, ...result };
  }

  stop(): void {
    this.notifier.stop();
    if (this.saveTimer) this.flush();
  }
}
