/** What a cohort (an age cluster, both languages: they tell the same item) heard, for the calendar's pick. */
import { and, between, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { storyTasks } from '../../../db/schema.js';
import type { ToldNews } from '../../../providers/news/calendar.js';

/**
 * The news key of every tidings task of the cluster dated `from`..`to` (not rejected): the item planned
 * when the task was queued, or for a task from before planning, the item its news step told.
 */
export async function toldNews(db: Db, ageCluster: string, from: string, to: string): Promise<ToldNews[]> {
  const key = sql<string | null>`coalesce(${storyTasks.purpose}->>'newsKey',
    regexp_replace(${storyTasks.results}->'outputs'->'news'->>'id', '-(en|ru)$', ''))`;
  const rows = await db
    .select({ key, date: storyTasks.newsDate })
    .from(storyTasks)
    .where(
      and(
        sql`${storyTasks.purpose}->>'type' = 'tidingsStory'`,
        sql`${storyTasks.purpose}->>'ageCluster' = ${ageCluster}`,
        ne(storyTasks.status, 'reject'),
        between(storyTasks.newsDate, from, to),
      ),
    );
  return rows.filter((r): r is ToldNews => r.key !== null);
}

/** The item already planned for the cluster's day in either language (its twin tells the same one). */
export async function plannedForDay(db: Db, ageCluster: string, date: string): Promise<string | null> {
  const rows = await db
    .select({ key: sql<string>`${storyTasks.purpose}->>'newsKey'` })
    .from(storyTasks)
    .where(
      and(
        sql`${storyTasks.purpose}->>'type' = 'tidingsStory'`,
        sql`${storyTasks.purpose}->>'ageCluster' = ${ageCluster}`,
        sql`${storyTasks.purpose}->>'newsKey' is not null`,
        ne(storyTasks.status, 'reject'),
        sql`${storyTasks.newsDate} = ${date}`,
      ),
    )
    .limit(1);
  return rows[0]?.key ?? null;
}
