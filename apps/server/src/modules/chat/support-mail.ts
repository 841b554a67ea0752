/** The e-mail that carries a staff answer to a visitor who wrote from the support page (en and ru). */
import type { Locale } from '@tt/contract';
import type { MailMessage } from '../../mail/types.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXTS = {
  en: {
    subject: 'Support answered · Tiny Tidings',
    greeting: 'Hello!',
    intro: 'Our support team answered your message:',
    more: 'To write again, use the support page:',
  },
  ru: {
    subject: 'Ответ поддержки · Tiny Tidings',
    greeting: 'Здравствуйте!',
    intro: 'Команда поддержки ответила на ваше сообщение:',
    more: 'Чтобы написать ещё, откройте страницу поддержки:',
  },
} as const;

export function supportAnswerMail(locale: Locale, to: string, answer: string, supportLink: string): MailMessage {
  const t = TEXTS[locale];
  const text = `${t.greeting}\n\n${t.intro}\n\n${answer}\n\n${t.more} ${supportLink}\n`;
  const quoted = escape(answer).replace(/\n/g, '<br>');
  const html =
    `<div style="font-family:system-ui,sans-serif;font-size:16px;color:#333">` +
    `<p>${escape(t.greeting)}</p><p>${escape(t.intro)}</p>` +
    `<blockquote style="border-left:4px solid #ff9f6b;margin:0;padding:8px 16px">${quoted}</blockquote>` +
    `<p style="color:#888;font-size:13px">${escape(t.more)} <a href="${escape(supportLink)}">${escape(supportLink)}</a></p></div>`;
  return { to, subject: t.subject, text, html };
}
