/** Share links' rows. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publicSettings } from '../../db/schema.js';

export async function findShareInfo(db: Db, id: string): Promise<unknown> {
  const rows = await db
    .select({ info: publicSettings.info })
    .from(publicSettings)
    .where(eq(publicSettings.id, id))
    .limit(1);
  return rows[0]?.info;
}

/** False when the id is taken. */
export async function insertShare(db: Db, id: string, info: unknown, userId: number | null): Promise<boolean> {
  const rows = await db
    .insert(publicSettings)
    .values({ id, info, userId })
    .onConflictDoNothing()
    .returning({ id: publicSettings.id });
  return rows.length > 0;
}
