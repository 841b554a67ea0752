/**
 * Creates a user's notification, tells their open sockets and long polls, and sends a push to
 * their registered browsers. Chat and studio code call this; the calls only read and mark.
 */
import type { Notification } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { PushSender } from '../push/web-push.js';
import type { RealtimeHub } from '../realtime/hub.js';
import * as repo from './repository.js';
import { channels } from '../realtime/log.js';

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

/** What notifying needs: the database, real-time fan-out and push (the studio notifies before the app is whole). */
export interface NotifyDeps {
  db: Db;
  realtime: RealtimeHub;
  push?: PushSender;
}

export async function notify(app: NotifyDeps, userId: number, note: NewNotification): Promise<Notification> {
  const row = await repo.insertNotification(app.db, {
    userId,
    type: note.type,
    title: note.title,
    body: note.body,
    image: note.image ?? null,
    icon: note.icon ?? null,
    actions: note.actions ?? [],
  });
  const notification = toNotification(row);
  await app.realtime.publish([{ channel: channels.user(userId), payload: { type: 'notification', notification } }]);
  const link = note.actions?.find((a) => a.type === 'internalLink')?.address ?? '/';
  await app.push?.sendToUsers([userId], {
    title: note.title,
    body: note.body,
    url: link,
    icon: note.image ?? undefined,
  });
  return notification;
}
