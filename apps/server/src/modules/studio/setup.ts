/** Starts the studio: media store, providers, the job queue and its workers. */
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context.js';
import type { StudioConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { startBoss } from '../../jobs/boss.js';
import { createStudioQueues, startStudioWorkers } from '../../jobs/studio-jobs.js';
import { createProviders, type Providers } from '../../providers/index.js';
import type { MediaStore } from '../../media/store.js';
import { countSettled, countStories, countTasks } from './repository.js';
import { Studio, type OnPublished } from './studio.js';
import { AGE_CLUSTERS, LOCALES } from '@tt/contract';

export interface StudioSetup {
  database: Database;
  config: StudioConfig;
  media: MediaStore;
  providers?: Providers;
  onPublished: OnPublished;
}

/** The queue first (the studio queues steps on it), then the studio, then the workers that run its steps. */
export async function startStudio(setup: StudioSetup): Promise<{ studio: Studio; boss: PgBoss }> {
  const { database, config } = setup;
  const boss = await startBoss(database, config.jobs);
  try {
    const enqueue = await createStudioQueues(boss, config);
    const studio = new Studio({
      db: database.db,
      config,
      providers: setup.providers ?? createProviders(config),
      media: setup.media,
      enqueue,
      onPublished: setup.onPublished,
    });
    await startStudioWorkers(boss, studio, config);
    return { studio, boss };
  } catch (err) {
    await boss.stop({ graceful: false, wait: true, close: false });
    throw err;
  }
}

/**
 * First start: with no stories and no tasks yet, queue a demo story for every locale and age
 * cluster, each from a different news item, so a newcomer sees a varied feed within a minute; then
 * a back catalogue of the last 7 days (one story per locale and cluster a day) behind them, so a
 * parent can build a playlist. Returns the task uids in the order they were queued.
 */
export async function queueDemoStories(ctx: AppContext, studio: Studio, days = 7): Promise<string[]> {
  if ((await countStories(ctx.db)) > 0) return [];
  if ((await countTasks(ctx.db)) > 0) return [];
  const queued: string[] = [];
  for (const [l, locale] of LOCALES.entries()) {
    for (const [c, ageCluster] of AGE_CLUSTERS.entries()) {
      const newsShift = l * AGE_CLUSTERS.length + c;
      queued.push(await studio.createTask({ type: 'tidingsStory', locale, ageCluster, newsShift }));
    }
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
export function reportDemoProgress(ctx: AppContext, uids: string[], every = 5000): () => void {
  let last = -1;
  const timer = setInterval(() => {
    void countSettled(ctx.db, uids).then((done) => {
      if (done === last) return;
      last = done;
      console.log(`Demo stories: ${done} of ${uids.length} made${done === uids.length ? ' — the feed is full.' : ''}`);
      if (done === uids.length) clearInterval(timer);
    });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
