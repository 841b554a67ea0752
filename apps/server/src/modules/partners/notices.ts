/**
 * What a partner is told when the team decides on or changes their data (issue 25 point 6, issue 34
 * point 2): a notification in the app (sockets, long polls and push, through the notifications module) and an
 * e-mail, in their language. Each says what happened and what the partner can do about it.
 */
import type { UserRecord } from '../../db/schema.js';
import type { Mailer } from '../../mail/types.js';
import type { NotificationsModule } from '../notifications/index.js';
import { parentLocaleOf } from '../users/index.js';
import { partnerNoticeText, type PartnerNotice } from './notice-texts.js';

export type { PartnerNotice };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PartnerNoticeDeps {
  notifications: Pick<NotificationsModule, 'notify'>;
  mailer: Mailer;
  publicUrl(): string;
}

export function createPartnerNotices({ notifications, mailer, publicUrl }: PartnerNoticeDeps) {
  return async function tell(user: UserRecord, notice: PartnerNotice): Promise<void> {
    const t = partnerNoticeText(parentLocaleOf(user), notice);
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
