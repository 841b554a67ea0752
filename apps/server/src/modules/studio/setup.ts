/** Starts the studio: media store, providers, the job queue and its workers. */
import path from 'node:path';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context.js';
import type { StudioConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { startBoss } from '../../jobs/boss.js';
import { createStudioQueues, startStudioWorkers } from '../../jobs/studio-jobs.js';
import { createProviders, type Providers } from '../../providers/index.js';
import { MediaStore } from './media-store.js';
import { countStories, countTasks } from './repository.js';
import { Studio, type OnPublished } from './studio.js';
import { AGE_CLUSTERS, LOCALES } from '@tt/contract';

export const mediaRoot = (dataDir: string) => path.join(dataDir, 'media');

export interface StudioSetup {
  database: Database;
  config: StudioConfig;
  dataDir: string;
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
      media: new MediaStore(mediaRoot(setup.dataDir)),
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
 * cluster, so a newcomer sees content within a minute.
 */
export async function queueDemoStories(ctx: AppContext, studio: Studio): Promise<number> {
  if ((await countStories(ctx.db)) > 0) return 0;
  if ((await countTasks(ctx.db)) > 0) return 0;
  let queued = 0;
  for (const locale of LOCALES) {
    for (const ageCluster of AGE_CLUSTERS) {
      await studio.createTask({ type: 'tidingsStory', locale, ageCluster });
      queued++;
    }
  }
  await studio.createTask({ type: 'aboutStory', locale: 'en', ageCluster: '4to5' });
  await studio.createTask({ type: 'aboutStory', locale: 'ru', ageCluster: '4to5' });
  return queued + 2;
}
