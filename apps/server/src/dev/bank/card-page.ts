/**
 * The emulator's card page at PaymentURL: works inside a frame on our page and by redirect, in the
 * payment's Language (ru or en), at whatever address this server was reached at. It lists the test cards; a card that asks for a code shows a second step.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONFIRMATION_CODE, TEST_CARDS, type BankState, type EmulatedPayment } from './state.js';

/** What the card page needs of the emulator (named here so the emulator can import this page). */
export interface CardPageBank {
  readonly state: BankState;
  readonly options: { publicUrl: () => string };
  setStatus(payment: EmulatedPayment, status: string): void;
  expireIfDue(payment: EmulatedPayment): boolean;
  pay(payment: EmulatedPayment, pan: string, declined: boolean): void;
}

const TEXTS = {
  en: {
    title: 'Card payment (test bank)',
    amount: 'Amount',
    card: 'Card number',
    pay: 'Pay',
    code: 'Confirmation code',
    confirm: 'Confirm',
    wrongCode: 'Wrong code, try again',
    unknownCard: 'Use one of the test cards',
    paid: 'Payment accepted',
    declined: 'The payment was declined',
    done: 'This payment is already finished',
    expired: 'This payment page has expired: start the payment again',
    cards: `Test cards: ${TEST_CARDS.pays} pays, ${TEST_CARDS.declined} is declined, ${TEST_CARDS.asksCode} asks for the code ${CONFIRMATION_CODE}.`,
  },
  ru: {
    title: 'Оплата картой (тестовый банк)',
    amount: 'Сумма',
    card: 'Номер карты',
    pay: 'Оплатить',
    code: 'Код подтверждения',
    confirm: 'Подтвердить',
    wrongCode: 'Неверный код, попробуйте ещё раз',
    unknownCard: 'Используйте одну из тестовых карт',
    paid: 'Оплата принята',
    declined: 'Платёж отклонён',
    done: 'Этот платёж уже завершён',
    expired: 'Срок действия страницы оплаты истёк: начните оплату заново',
    cards: `Тестовые карты: ${TEST_CARDS.pays} — оплата проходит, ${TEST_CARDS.declined} — отказ, ${TEST_CARDS.asksCode} — запросит код ${CONFIRMATION_CODE}.`,
  },
};
type Texts = (typeof TEXTS)['en'];

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The card page's one inline style, allowed by its hash in the server's Content-Security-Policy (app.ts). */
export const CARD_PAGE_STYLE =
  'body{font:16px/1.4 system-ui,sans-serif;margin:1rem;max-width:28rem;overflow-wrap:anywhere}h1{font-size:1.4rem}' +
  'label{display:block}input,button{font:inherit;padding:.5rem;margin:.25rem 0;width:100%;box-sizing:border-box}.err{color:#b00}';

function page(p: EmulatedPayment, t: Texts, body: string): string {
  const rub = (p.Amount / 100).toFixed(2);
  return `<!doctype html><html lang="${p.Language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title><style>${CARD_PAGE_STYLE}</style></head>
<body><h1>${t.title}</h1><p>${escape(p.Description)}</p><p>${t.amount}: <b data-amount>${rub} ₽</b></p>${body}<p><small>${t.cards}</small></p></body></html>`;
}

const cardForm = (p: EmulatedPayment, t: Texts, error = '') =>
  `${error ? `<p class="err" role="alert">${error}</p>` : ''}<form method="post" action="/dev/bank/pay/${p.PaymentId}">
<label>${t.card}<input name="card" inputmode="numeric" autocomplete="cc-number" required></label><button type="submit">${t.pay}</button></form>`;

const codeForm = (p: EmulatedPayment, t: Texts, card: string, error = '') =>
  `${error ? `<p class="err" role="alert">${error}</p>` : ''}<form method="post" action="/dev/bank/pay/${p.PaymentId}">
<input type="hidden" name="card" value="${escape(card)}"><label>${t.code}<input name="code" inputmode="numeric" required></label><button type="submit">${t.confirm}</button></form>`;

/**
 * Where the page sends the buyer back: an address on the app's PUBLIC_URL goes back to the address the
 * card page itself was opened at (the web app opens it on its own origin), so a parent who opened the
 * app at 127.0.0.1 rather than localhost comes back signed in (issue 26 §2).
 */
function returnAddress(back: string, publicUrl: string): string {
  try {
    const url = new URL(back);
    return url.origin === new URL(publicUrl).origin ? url.pathname + url.search + url.hash : back;
  } catch {
    return back;
  }
}

export function registerCardPage(fastify: FastifyInstance, bank: CardPageBank): void {
  void fastify.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const html = (reply: FastifyReply, status: number, text: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(text);

    scope.get('/dev/bank/pay/:id', async (request, reply) => {
      const p = bank.state.byId.get((request.params as { id: string }).id);
      if (!p) return html(reply, 404, 'Not found');
      const t = TEXTS[p.Language === 'en' ? 'en' : 'ru'];
      if (bank.expireIfDue(p)) return html(reply, 410, page(p, t, `<p role="alert">${t.expired}</p>`));
      if (p.Status !== 'NEW' && p.Status !== 'FORM_SHOWED') return html(reply, 200, page(p, t, `<p>${t.done}</p>`));
      if (p.Status === 'NEW') bank.setStatus(p, 'FORM_SHOWED');
      return html(reply, 200, page(p, t, cardForm(p, t)));
    });

    scope.post('/dev/bank/pay/:id', async (request, reply) => {
      const p = bank.state.byId.get((request.params as { id: string }).id);
      if (!p) return html(reply, 404, 'Not found');
      const t = TEXTS[p.Language === 'en' ? 'en' : 'ru'];
      if (bank.expireIfDue(p)) return html(reply, 410, page(p, t, `<p role="alert">${t.expired}</p>`));
      if (p.Status !== 'NEW' && p.Status !== 'FORM_SHOWED') return html(reply, 200, page(p, t, `<p>${t.done}</p>`));
      const form = (request.body ?? {}) as { card?: string; code?: string };
      const card = (form.card ?? '').replace(/\D/g, '');
      if (!Object.values(TEST_CARDS).includes(card as never))
        return html(reply, 200, page(p, t, cardForm(p, t, t.unknownCard)));
      if (card === TEST_CARDS.asksCode && form.code === undefined)
        return html(reply, 200, page(p, t, codeForm(p, t, card)));
      if (card === TEST_CARDS.asksCode && form.code !== CONFIRMATION_CODE)
        return html(reply, 200, page(p, t, codeForm(p, t, card, t.wrongCode)));
      const declined = card === TEST_CARDS.declined;
      bank.pay(p, card, declined);
      const back = declined ? p.FailURL : p.SuccessURL;
      if (back) return reply.redirect(returnAddress(back, bank.options.publicUrl()), 303);
      return html(reply, 200, page(p, t, `<p role="status">${declined ? t.declined : t.paid}</p>`));
    });
  });
}
