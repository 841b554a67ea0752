/**
 * Creates a user's notification, tells their open sockets and long polls, and sends a push to
 * their registered browsers. Chat, studio and payments call `notify`; the calls only read and mark.
 */
import type { Notification } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { PushModule } from '../push/index.js';
import { channels, withLog, type LoggedTx, type LogMessage } from '../realtime/index.js';
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

/** What notifying needs: the database (its messages go to the real-time log with the data) and push. */
export interface NotificationsDeps {
  db: Db;
  push: Pick<PushModule, 'sendToUsers' | 'subscriptionProblem' | 'register'>;
}

/** A change and its message in one transaction (realtime/log.ts): a crash loses neither alone. */
function changeAndTell<T>(
  db: Db,
  userId: number,
  change: (tx: Db) => Promise<T>,
  message: (value: T) => LogMessage['payload'] | null,
) {
  return withLog(db, async ({ tx, log }) => {
    const value = await change(tx);
    const payload = message(value);
    if (payload) log({ channel: channels.user(userId), payload });
    return value;
  });
}

/**
 * Creates the notification and its message to the user's sockets and long polls in one
 * transaction (the caller's, given `within`), and pushes to their browsers once it is committed.
 */
function notifyUser(
  db: Db,
  push: NotificationsDeps['push'],
  userId: number,
  note: NewNotification,
  within?: LoggedTx,
): Promise<Notification> {
  return withLog(
    db,
    async ({ tx, log, afterCommit }) => {
      const row = await repo.insertNotification(tx, {
        userId,
        type: note.type,
        title: note.title,
        body: note.body,
        image: note.image ?? null,
        icon: note.icon ?? null,
        actions: note.actions ?? [],
      });
      const notification = toNotification(row);
      log({ channel: channels.user(userId), payload: { type: 'notification', notification } });
      const link = note.actions?.find((a) => a.type === 'internalLink')?.address ?? '/';
      afterCommit(() =>
        push.sendToUsers([userId], {
          title: note.title,
          body: note.body,
          url: link,
          icon: note.image ?? undefined,
        }),
      );
      return notification;
    },
    within,
  );
}

export function createNotificationsModule({ db, push }: NotificationsDeps) {
  return {
    /** The notification, its message in the transaction (`within`, or its own), a push once committed. */
    notify: (userId: number, note: NewNotification, within?: LoggedTx): Promise<Notification> =>
      notifyUser(db, push, userId, note, within),

    async page(userId: number, options: Parameters<typeof repo.notificationPage>[2]) {
      const { rows, total, unread } = await repo.notificationPage(db, userId, options);
      return { data: rows.map(toNotification), count: total, unread };
    },

    async markRead(userId: number, ids: number[]): Promise<void> {
      await changeAndTell(
        db,
        userId,
        (tx) => repo.markRead(tx, userId, ids),
        (marked) => (marked.length > 0 ? { type: 'readNotification', ids: marked } : null),
      );
    },

    /** False when the user has no such notification. */
    hide: (userId: number, id: number): Promise<boolean> =>
      changeAndTell(
        db,
        userId,
        (tx) => repo.hide(tx, userId, id),
        (hidden) => (hidden ? { type: 'hideNotification', notificationId: id } : null),
      ),

    async markAllRead(userId: number): Promise<void> {
      await changeAndTell(
        db,
        userId,
        (tx) => repo.markAllRead(tx, userId),
        () => ({ type: 'readAllNotifications' }),
      );
    },

    /** Why a web push registration is refused, or null. */
    pushSubscriptionProblem: push.subscriptionProblem,
    registerPushToken: push.register,
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
