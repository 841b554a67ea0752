/** The counts the database keeps (row_counts, decision 040): read instead of counting a whole table. */
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowCounts } from './schema.js';

/** `users`, `story_tasks` or `chats:<kind>`. */
export type KeptCount = 'users' | 'story_tasks' | `chats:${string}`;

export async function keptCount(db: Db, name: KeptCount): Promise<number> {
  const [row] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, name));
  return row?.n ?? 0;
}
