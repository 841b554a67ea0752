/** The account e-mails in en and ru. */
import type { Locale } from '@tt/contract';
import type { MailMessage } from '../../mail/types.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(to: string, subject: string, lines: string[], link: string, button: string): MailMessage {
  const text = `${lines.join('\n\n')}\n\n${link}\n`;
  const html = `<div style="font-family:system-ui,sans-serif;font-size:16px;color:#333">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(link)}" style="background:#ff9f6b;color:#fff;padding:12px 20px;border-radius:20px;text-decoration:none">${escape(button)}</a></p><p style="color:#888;font-size:13px">${escape(link)}</p></div>`;
  return { to, subject, text, html };
}

export function confirmationMail(locale: Locale, to: string, link: string): MailMessage {
  return locale === 'ru'
    ? compose(
        to,
        'Подтвердите почту · Tiny Tidings',
        [
          'Здравствуйте!',
          'Спасибо, что присоединились к Tiny Tidings — добрым новостям для малышей. Подтвердите, пожалуйста, адрес почты:',
        ],
        link,
        'Подтвердить почту',
      )
    : compose(
        to,
        'Confirm your e-mail · Tiny Tidings',
        [
          'Hello!',
          'Thank you for joining Tiny Tidings, gentle news stories for little ones. Please confirm your e-mail address:',
        ],
        link,
        'Confirm e-mail',
      );
}

export function restoreMail(locale: Locale, to: string, link: string): MailMessage {
  return locale === 'ru'
    ? compose(
        to,
        'Новый пароль · Tiny Tidings',
        [
          'Здравствуйте!',
          'Мы получили просьбу сменить пароль. Ссылка действует один час и работает один раз. Если вы ничего не просили, просто проигнорируйте это письмо.',
        ],
        link,
        'Задать новый пароль',
      )
    : compose(
        to,
        'Set a new password · Tiny Tidings',
        [
          'Hello!',
          'We received a request to change your password. The link works once and for one hour. If you did not ask for it, simply ignore this e-mail.',
        ],
        link,
        'Set a new password',
      );
}

/** After user/password/prechange: the owner learns of it, and that the other devices were signed out. */
export function passwordChangedMail(locale: Locale, to: string, restoreLink: string): MailMessage {
  return locale === 'ru'
    ? compose(
        to,
        'Пароль изменён · Tiny Tidings',
        [
          'Здравствуйте!',
          'Пароль вашей учётной записи только что изменили, и на других устройствах выполнен выход. Если это были не вы, сразу задайте новый пароль:',
        ],
        restoreLink,
        'Восстановить доступ',
      )
    : compose(
        to,
        'Your password was changed · Tiny Tidings',
        [
          'Hello!',
          'The password of your account was just changed, and your other devices were signed out. If this was not you, set a new password at once:',
        ],
        restoreLink,
        'Restore access',
      );
}

/** Someone tried to register with an address that already has an account (no answer tells them so). */
export function registrationAttemptMail(locale: Locale, to: string, restoreLink: string): MailMessage {
  return locale === 'ru'
    ? compose(
        to,
        'Попытка регистрации · Tiny Tidings',
        [
          'Здравствуйте!',
          'Кто-то попробовал зарегистрироваться в Tiny Tidings с этим адресом, но учётная запись с ним уже есть. Если это были вы, просто войдите. Если забыли пароль, задайте новый:',
        ],
        restoreLink,
        'Задать новый пароль',
      )
    : compose(
        to,
        'Someone tried to register · Tiny Tidings',
        [
          'Hello!',
          'Someone tried to register at Tiny Tidings with this address, but it already has an account. If it was you, simply sign in. If you forgot the password, set a new one:',
        ],
        restoreLink,
        'Set a new password',
      );
}
