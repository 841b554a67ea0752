/** The children table (db/schema-parent.ts): an account's children, one of them chosen. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { lockLiveAccount } from '../../db/account-lock.js';
import type { Db } from '../../db/client.js';
import { children } from '../../db/schema.js';

export type ChildRow = typeof children.$inferSelect;
export type ChildValues = Pick<ChildRow, 'name' | 'birthday' | 'locale' | 'avatar'>;

export const listChildren = (db: Db, userId: number): Promise<ChildRow[]> =>
  db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.id));

/**
 * Adds a child under the account's lock, so adds at once cannot pass the limit together: 'full' at
 * `max` children, 'gone' for a deleted account. The first child is the chosen one. With `ifNoneChosen`
 * (the birthday of an account from before children) it is added, chosen, only while none is chosen.
 */
export function addChild(
  db: Db,
  userId: number,
  uid: string,
  values: ChildValues,
  { max, ifNoneChosen = false }: { max: number; ifNoneChosen?: boolean },
): Promise<'added' | 'full' | 'gone'> {
  return db.transaction(async (tx) => {
    if (!(await lockLiveAccount(tx, userId))) return 'gone';
    const rows = await tx.select({ chosen: children.chosen }).from(children).where(eq(children.userId, userId));
    if (ifNoneChosen ? rows.some((r) => r.chosen) : rows.length >= max) return 'full';
    await tx.insert(children).values({ uid, userId, ...values, chosen: ifNoneChosen || rows.length === 0 });
    return 'added';
  });
}

export async function updateChild(db: Db, userId: number, uid: string, values: Partial<ChildValues>): Promise<boolean> {
  const rows = await db
    .update(children)
    .set(values)
    .where(and(eq(children.userId, userId), eq(children.uid, uid)))
    .returning({ id: children.id });
  return rows.length > 0;
}

export async function deleteChild(db: Db, userId: number, uid: string): Promise<void> {
  await db.delete(children).where(and(eq(children.userId, userId), eq(children.uid, uid)));
}

/** Marks one child chosen and the others not, in one statement (the partial unique index allows one). */
export async function chooseChild(db: Db, userId: number, uid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(children)
      .set({ chosen: false })
      .where(and(eq(children.userId, userId), eq(children.chosen, true)));
    await tx
      .update(children)
      .set({ chosen: sql`true` })
      .where(and(eq(children.userId, userId), eq(children.uid, uid)));
  });
}
