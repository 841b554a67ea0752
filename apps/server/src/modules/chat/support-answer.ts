/** How a staff answer in a support chat reaches its owner (createChatModule's part). */
import { localeOr, webRoutes } from '@tt/contract';
import { notificationTexts, type NotificationsModule } from '../notifications/index.js';
import type { LoggedTx } from '../realtime/index.js';
import type { Config } from '../../config.js';
import type { Mailer } from '../../mail/types.js';
import * as repo from './repository.js';
import { supportAnswerMail } from './support-mail.js';

export function createAnswerTeller({
  notifications,
  mailer,
  config,
}: {
  notifications: Pick<NotificationsModule, 'notify'>;
  mailer: Pick<Mailer, 'send'>;
  config: { publicUrl: () => string; support: Config['support'] };
}) {
  /**
   * A staff answer in a support chat reaches its owner as a notification and a push; in a visitor's
   * chat (support page, no account) it reaches the visitor's e-mail.
   */
  return async function tellOwnerOfAnswer(
    scope: LoggedTx,
    chat: repo.ChatRow,
    ownerLocale: string | null,
    text: string,
  ): Promise<void> {
    if (chat.ownerId === null) {
      const visitor = await repo.findVisitor(scope.tx, chat.id);
      if (visitor)
        scope.afterCommit(() =>
          mailer.send(
            supportAnswerMail(
              localeOr(visitor.locale),
              visitor.email,
              text,
              `${config.publicUrl()}${webRoutes.supportPage}`,
            ),
          ),
        );
      return;
    }
    const t = notificationTexts(ownerLocale);
    await notifications.notify(
      chat.ownerId,
      {
        type: 'support',
        title: t.supportTitle,
        body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
        actions: [{ text: t.open, type: 'internalLink', address: webRoutes.supportChat }],
      },
      scope,
    );
  };
}
