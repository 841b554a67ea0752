/**
 * Creates a user's notification, tells their open sockets and long polls, and sends a push to
 * their registered browsers. Chat, studio and payments call `notify`; the calls only read and mark.
 */
import type { Notification } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { PushModule } from '../push/index.js';
import { channels, type LogMessage, type RealtimeModule } from '../realtime/index.js';
import * as repo from './repository.js';

export interface NewNotification {
  type: string;
  title: string;
  body: string;
  image?: string | null;
  icon?: string | null;
  actions?: Notification['actions'];
}

type Row = repo.NotificationRow;

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    image: row.image,
    icon: row.icon,
    created: row.createdAt.toISOString(),
    read: row.readAt !== null,
    actions: row.actions as Notification['actions'],
  };
}

/** What notifying needs: the database, real-time fan-out and push. */
export interface NotificationsDeps {
  db: Db;
  realtime: Pick<RealtimeModule, 'publish'>;
  push: Pick<PushModule, 'sendToUsers' | 'subscriptionProblem' | 'register'>;
}

export function createNotificationsModule({ db, realtime, push }: NotificationsDeps) {
  const tell = (userId: number, payload: LogMessage['payload']) =>
    realtime.publish([{ channel: channels.user(userId), payload }]);
  return {
    /** Creates the notification, tells the user's sockets and long polls, and pushes to their browsers. */
    async notify(userId: number, note: NewNotification): Promise<Notification> {
      const row = await repo.insertNotification(db, {
        userId,
        type: note.type,
        title: note.title,
        body: note.body,
        image: note.image ?? null,
        icon: note.icon ?? null,
        actions: note.actions ?? [],
      });
      const notification = toNotification(row);
      await tell(userId, { type: 'notification', notification });
      const link = note.actions?.find((a) => a.type === 'internalLink')?.address ?? '/';
      await push.sendToUsers([userId], {
        title: note.title,
        body: note.body,
        url: link,
        icon: note.image ?? undefined,
      });
      return notification;
    },

    async page(userId: number, options: Parameters<typeof repo.notificationPage>[2]) {
      const { rows, total, unread } = await repo.notificationPage(db, userId, options);
      return { data: rows.map(toNotification), count: total, unread };
    },

    async markRead(userId: number, ids: number[]): Promise<void> {
      const marked = await repo.markRead(db, userId, ids);
      if (marked.length > 0) await tell(userId, { type: 'readNotification', ids: marked });
    },

    /** False when the user has no such notification. */
    async hide(userId: number, id: number): Promise<boolean> {
      if (!(await repo.hide(db, userId, id))) return false;
      await tell(userId, { type: 'hideNotification', notificationId: id });
      return true;
    },

    async markAllRead(userId: number): Promise<void> {
      await repo.markAllRead(db, userId);
      await tell(userId, { type: 'readAllNotifications' });
    },

    /** Why a web push registration is refused, or null. */
    pushSubscriptionProblem: push.subscriptionProblem,
    registerPushToken: push.register,
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
