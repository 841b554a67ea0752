/** First start: demo stories, and their progress printed while they are made (main.ts). */
import { randomInt } from 'node:crypto';
import { AGE_CLUSTERS, LOCALES } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { countSettled, countStories, countTasks } from './repository.js';
import type { Studio } from './studio.js';

/**
 * First start: with no stories and no tasks yet, queue a demo story for every locale and age
 * cluster, each age from a different news item (told in both languages, a pair of twins), so a
 * newcomer sees a varied feed within a minute; then
 * a back catalogue of the last 7 days (one story per locale and cluster a day) behind them, so a
 * parent can build a playlist. Every item is chosen by the calendar, as the daily batch's are. Returns the task uids in the order they were queued.
 */
export async function queueDemoStories(db: Db, studio: Studio, days = 7): Promise<string[]> {
  if ((await countStories(db)) > 0) return [];
  if ((await countTasks(db)) > 0) return [];
  const queued: string[] = [];
  const today = new Date().toISOString().slice(0, 10);
  const planned: string[] = [];
  for (const ageCluster of AGE_CLUSTERS) {
    const seed = randomInt(1, 2 ** 31 - 1);
    // the calendar's pick, but not an item an earlier cluster got today
    const newsKey = await studio.planNews(ageCluster, today, planned);
    if (newsKey) planned.push(newsKey);
    for (const locale of LOCALES)
      queued.push(
        await studio.createTask(
          { type: 'tidingsStory', locale, ageCluster, ...(newsKey ? { newsKey } : {}) },
          { seed },
        ),
      );
  }
  queued.push(await studio.createTask({ type: 'aboutStory', locale: 'en', ageCluster: '4to5' }));
  queued.push(await studio.createTask({ type: 'aboutStory', locale: 'ru', ageCluster: '4to5' }));
  for (let d = 1; d <= days; d++) {
    const date = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    queued.push(...(await studio.dailyBatch(date)));
  }
  return queued;
}

/** Prints how many of the demo stories are made, whenever the count changes, until all are. */
export function reportDemoProgress(db: Db, uids: string[], every = 5000): () => void {
  let last = -1;
  const timer = setInterval(() => {
    void countSettled(db, uids).then((done) => {
      if (done === last) return;
      last = done;
      console.log(`Demo stories: ${done} of ${uids.length} made${done === uids.length ? ' — the feed is full.' : ''}`);
      if (done === uids.length) clearInterval(timer);
    });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
