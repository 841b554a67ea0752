/** A user's notifications: hidden ones are gone for the user, read ones stay listed. */
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationCounts, notifications } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotification(db: Db, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/**
 * A page of the user's notifications (newest first), how many match and how many are unread: the
 * counts are kept by the database (notification_counts, decision 040), not counted per call. With
 * beforeId the page is a keyset step down (user_id, id) (notifications_user_idx, or
 * notifications_unread_idx for unread ones), so a deep page costs what the first does.
 */
export async function notificationPage(
  db: Db,
  userId: number,
  page: { pageNumber: number; pageSize: number; unreadOnly: boolean; beforeId?: number },
) {
  // the user as `(select $1)`, unseen by the planner: for a user holding a large share of all
  // notifications it would otherwise walk the primary key backwards past everyone else's
  const where = and(
    eq(notifications.userId, sql`(select ${userId}::int)`),
    isNull(notifications.hiddenAt),
    page.unreadOnly ? isNull(notifications.readAt) : undefined,
    page.beforeId !== undefined ? lt(notifications.id, page.beforeId) : undefined,
  );
  // a keyset page (beforeId) starts where the client's list ends; pageNumber alone still skips rows
  const skip = page.beforeId !== undefined ? 0 : page.pageNumber * page.pageSize;
  const [rows, [counts]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(page.pageSize).offset(skip),
    db
      .select({ visible: notificationCounts.visible, unread: notificationCounts.unread })
      .from(notificationCounts)
      .where(eq(notificationCounts.userId, userId)),
  ]);
  const unread = counts?.unread ?? 0;
  return { rows, total: page.unreadOnly ? unread : (counts?.visible ?? 0), unread };
}

/** Marks unread ones of these read; returns the ids that changed. */
export async function markRead(db: Db, userId: number, ids: number[]): Promise<number[]> {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.map((r) => r.id);
}

/** False when there is no such visible notification of this user. */
export async function hide(db: Db, userId: number, id: number): Promise<boolean> {
  const changed = await db
    .update(notifications)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id), isNull(notifications.hiddenAt)))
    .returning({ id: notifications.id });
  return changed.length > 0;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
