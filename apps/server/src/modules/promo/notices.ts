/**
 * What a partner is told of their money (issue 25 point 6): a new earning (per sale, can be muted), a
 * monthly statement and a payout, as a notification in the app (with push, through the notifications
 * module) and an e-mail, in their language. Telling never fails the money change it follows.
 */
import { formatMoney, type Locale } from '@tt/contract';
import type { UserRecord } from '../../db/schema.js';
import type { Mailer } from '../../mail/types.js';
import type { NotificationsModule } from '../notifications/index.js';
import { parentLocaleOf, type UsersModule } from '../users/index.js';

export type MoneyNotice =
  | { kind: 'earning'; amount: number; currency: string; code: string }
  | { kind: 'statement'; amount: number; currency: string; month: string; due: boolean }
  | { kind: 'paid' | 'paidUndone'; amount: number; currency: string; month: string; reference: string };

const EARNINGS = '/panel/earnings';

type Text = { title: string; body: string; action: string };
type Money = (n: MoneyNotice) => string;

const texts: Record<Locale, (n: MoneyNotice, money: Money) => Text> = {
  en: (n, money) => {
    const action = 'Earnings';
    switch (n.kind) {
      case 'earning':
        return {
          title: `You earned ${money(n)}`,
          body: `A purchase with your code ${n.code} earned you ${money(n)}.`,
          action,
        };
      case 'statement':
        return n.due
          ? { title: `Your statement for ${n.month}`, body: `${money(n)} is due to you and will be paid soon.`, action }
          : {
              title: `Your statement for ${n.month}`,
              body: `${money(n)} is below the monthly minimum, so it is carried into the next statement.`,
              action,
            };
      case 'paid':
        return {
          title: `We paid you ${money(n)}`,
          body: `Your statement for ${n.month} is paid (reference ${n.reference}).`,
          action,
        };
      case 'paidUndone':
        return {
          title: `Your statement for ${n.month} is not paid yet`,
          body: `Our team marked ${money(n)} paid by mistake (reference ${n.reference}) and took the mark back. It is due to you and will be paid soon.`,
          action,
        };
    }
  },
  ru: (n, money) => {
    const action = 'Заработок';
    switch (n.kind) {
      case 'earning':
        return {
          title: `Вы заработали ${money(n)}`,
          body: `Покупка по вашему промокоду ${n.code} принесла вам ${money(n)}.`,
          action,
        };
      case 'statement':
        return n.due
          ? { title: `Ваша выписка за ${n.month}`, body: `Вам причитается ${money(n)}, выплата скоро.`, action }
          : {
              title: `Ваша выписка за ${n.month}`,
              body: `${money(n)} — меньше месячного минимума, сумма перейдёт в следующую выписку.`,
              action,
            };
      case 'paid':
        return {
          title: `Мы выплатили вам ${money(n)}`,
          body: `Выписка за ${n.month} оплачена (номер платежа ${n.reference}).`,
          action,
        };
      case 'paidUndone':
        return {
          title: `Выписка за ${n.month} ещё не оплачена`,
          body: `Команда по ошибке отметила ${money(n)} выплаченными (номер платежа ${n.reference}) и сняла отметку. Сумма причитается вам, выплата скоро.`,
          action,
        };
    }
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MoneyNoticeDeps {
  notifications: Pick<NotificationsModule, 'notify'>;
  mailer: Mailer;
  users: Pick<UsersModule, 'findUserById'>;
  publicUrl(): string;
}

export function createMoneyNotices({ notifications, mailer, users, publicUrl }: MoneyNoticeDeps) {
  async function send(user: UserRecord, notice: MoneyNotice): Promise<void> {
    const locale = parentLocaleOf(user);
    // one money format for pages, notices and mails (decision 087): "291,33 ₽" / "₽291.33"
    const money: Money = (n) => formatMoney(n.amount, n.currency, locale);
    // "March 2031" / «март 2031»: the month's name alone is nominative in ru, and no "г."
    const monthName = (ym: string) =>
      `${new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(`${ym}-01T00:00:00Z`))} ${ym.slice(0, 4)}`;
    const t = texts[locale]('month' in notice ? { ...notice, month: monthName(notice.month) } : notice, money);
    await notifications.notify(user.id, {
      type: 'partner',
      title: t.title,
      body: t.body,
      actions: [{ type: 'internalLink', text: t.action, address: EARNINGS }],
    });
    if (!user.email) return;
    const link = `${publicUrl()}${EARNINGS}`;
    await mailer.send({
      to: user.email,
      subject: t.title,
      text: `${t.body}\n\n${t.action}: ${link}`,
      html: `<p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    });
  }

  /** Tells the owner; a failure is logged, never thrown into the payment, the pass or the team's action. */
  return async function tell(owner: number, notice: MoneyNotice): Promise<void> {
    try {
      const user = await users.findUserById(owner);
      if (user && !user.deletedAt) await send(user, notice);
    } catch (err) {
      console.warn(`partner ${notice.kind} notice to user ${owner} failed: ${(err as Error).message}`);
    }
  };
}

export type TellPartner = ReturnType<typeof createMoneyNotices>;
