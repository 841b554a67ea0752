/**
 * Which bundled item a cohort hears on a day (the calendar, providers/news/calendar.ts), planned when
 * its tasks are queued, from what the cohort heard within REPEAT_DAYS either side, read from the
 * database so it holds across restarts and for tasks not made yet.
 */
import type { Db } from '../../db/client.js';
import type { NewsProvider } from '../../providers/types.js';
import { REPEAT_DAYS } from '../../providers/news/calendar.js';
import { plannedForDay, toldNews } from './repositories/told-news.js';

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The news key for the cluster's day, or undefined when the news has no calendar (feeds). `avoid`:
 * keys other cohorts got this day that this one must not repeat (the demo's first stories).
 */
export async function planNews(
  db: Db,
  news: NewsProvider,
  ageCluster: string,
  date: string,
  avoid: string[] = [],
): Promise<string | undefined> {
  if (!news.plan) return undefined;
  const twin = await plannedForDay(db, ageCluster, date);
  if (twin) return twin;
  const told = await toldNews(db, ageCluster, shift(date, -REPEAT_DAYS), shift(date, REPEAT_DAYS));
  const pick = news.plan(new Date(`${date}T12:00:00Z`), [...told, ...avoid.map((key) => ({ key, date }))]);
  if (pick.fallback)
    console.log(
      `studio: no item for ${ageCluster} on ${date} fits the season unheard for ${REPEAT_DAYS} days; telling ${pick.key}, heard ${pick.gap} days away`,
    );
  return pick.key;
}
