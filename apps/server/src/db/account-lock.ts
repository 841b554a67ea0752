/**
 * One account's writes that must not cross its deletion or each other's limits (issue 32 §3, issue 35 §3):
 * a save, a new child or a recording takes the account's row lock in its transaction, and the deletion
 * changes that row in its own, so one waits for the other. After a deletion the lock is refused: the
 * caller then writes nothing and removes the files it wrote.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema.js';

/** Locks the account's row until the transaction ends; false when the account is gone (deleted). */
export async function lockLiveAccount(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return rows.length > 0;
}
