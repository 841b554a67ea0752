/** The e-mail that confirms an account's deletion, in en and ru (sent to the address it had). */
import type { Locale } from '@tt/contract';
import type { MailMessage } from '../../mail/types.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function deletedMail(locale: Locale, to: string): MailMessage {
  const [subject, lines]: [string, string[]] =
    locale === 'ru'
      ? [
          'Аккаунт удалён · Tiny Tidings',
          [
            'Здравствуйте!',
            'Ваш аккаунт Tiny Tidings удалён: все входы завершены, а имя, почта, дата рождения, картинка, переписка, уведомления и подписки на уведомления стёрты.',
            'Платежи по закону хранятся для бухгалтерии, но больше не связаны с вами. Подписка не будет продлеваться.',
            'Если вы не просили об этом, ответьте на это письмо.',
          ],
        ]
      : [
          'Account deleted · Tiny Tidings',
          [
            'Hello!',
            'Your Tiny Tidings account has been deleted: every sign-in has ended, and your name, e-mail, birthday, picture, messages, notifications and push subscriptions have been erased.',
            'Payments are kept for the books, as the law requires, but no longer linked to you. Your plan will not renew.',
            'If you did not ask for this, please reply to this e-mail.',
          ],
        ];
  const text = `${lines.join('\n\n')}\n`;
  const html = `<div style="font-family:system-ui,sans-serif;font-size:16px;color:#333">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}</div>`;
  return { to, subject, text, html };
}
