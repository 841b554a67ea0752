/** A user's notifications: hidden ones are gone for the user, read ones stay listed. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

const visibleTo = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.hiddenAt));

export async function insertNotification(db: Db, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** A page of the user's notifications (newest first), how many match and how many are unread. */
export async function notificationPage(
  db: Db,
  userId: number,
  page: { pageNumber: number; pageSize: number; unreadOnly: boolean },
) {
  const unreadOnly = and(visibleTo(userId), isNull(notifications.readAt));
  const where = page.unreadOnly ? unreadOnly : visibleTo(userId);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(page.pageSize)
      .offset(page.pageNumber * page.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
    db.select({ n: count() }).from(notifications).where(unreadOnly),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
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
