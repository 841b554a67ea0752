/**
 * What a partner is told when the team decides on their data (issue 25 point 6): a notification in the
 * app (sockets, long polls and push, through the notifications module) and an e-mail, in their language.
 */
import { localeOr, type Locale } from '@tt/contract';
import type { UserRecord } from '../../db/schema.js';
import type { Mailer } from '../../mail/types.js';
import type { NotificationsModule } from '../notifications/index.js';

export type PartnerNotice = 'verified' | 'unverified';

const PARTNER_INFO = '/panel/partnerinfo';
const PROMO_CODES = '/panel/promocodes';

const texts = {
  en: {
    verified: {
      title: 'You are a verified partner',
      body: 'Our team has checked your details. Create promo codes and follow your earnings in the control panel.',
      action: 'Promo codes',
      address: PROMO_CODES,
    },
    unverified: {
      title: 'Your partner details need a new check',
      body: 'Our team could not accept your partner details, so your promo codes are paused. Correct them in partner information and the team will check them again.',
      action: 'Partner information',
      address: PARTNER_INFO,
    },
  },
  ru: {
    verified: {
      title: 'Вы подтверждённый партнёр',
      body: 'Команда проверила ваши данные. Создавайте промокоды и следите за заработком в панели управления.',
      action: 'Промокоды',
      address: PROMO_CODES,
    },
    unverified: {
      title: 'Данные партнёра нужно проверить заново',
      body: 'Команда не смогла принять ваши данные партнёра, поэтому промокоды приостановлены. Исправьте их в разделе «Данные партнёра», и команда проверит их снова.',
      action: 'Данные партнёра',
      address: PARTNER_INFO,
    },
  },
} satisfies Record<Locale, Record<PartnerNotice, { title: string; body: string; action: string; address: string }>>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PartnerNoticeDeps {
  notifications: Pick<NotificationsModule, 'notify'>;
  mailer: Mailer;
  publicUrl(): string;
}

export function createPartnerNotices({ notifications, mailer, publicUrl }: PartnerNoticeDeps) {
  return async function tell(user: UserRecord, notice: PartnerNotice): Promise<void> {
    const t = texts[localeOr(user.locale)][notice];
    await notifications.notify(user.id, {
      type: 'partner',
      title: t.title,
      body: t.body,
      actions: [{ type: 'internalLink', text: t.action, address: t.address }],
    });
    if (!user.email) return;
    const link = `${publicUrl()}${t.address}`;
    // the decision is made already: a mail that fails is logged, not turned into the team's error
    await mailer
      .send({
        to: user.email,
        subject: t.title,
        text: `${t.body}\n\n${t.action}: ${link}`,
        html: `<p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
      })
      .catch((err: Error) => console.warn(`partner notice mail to user ${user.id} failed: ${err.message}`));
  };
}
