/** The licence's one read: when the user's running plan (active or demo) ends. */
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userPlans } from '../../db/schema.js';

export async function runningPlanEnd(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: sql<string | null>`max(${userPlans.end})` })
    .from(userPlans)
    .where(
      and(
        eq(userPlans.userId, userId),
        or(eq(userPlans.active, true), eq(userPlans.demo, true)),
        gt(userPlans.end, now),
      ),
    );
  return row?.end ? new Date(row.end) : null;
}
