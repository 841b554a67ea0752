/**
 * A studio worker as its own process, for the crash-recovery test. It reports the watched
 * task's state as JSON lines on stdout; with CREATE_TASK set it first creates the task. With
 * HOLD_NARRATION set its narrator never finishes: once the narrator step has begun, reports say
 * `narrating`, and the worker stays in the middle of that step until it is killed (no race with
 * how fast the step would otherwise run).
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { stories } from '../../src/db/schema.js';
import { findTask } from '../../src/modules/studio/repository.js';
import { createProviders } from '../../src/providers/index.js';

const config = loadConfig();
let narrating = false;
const providers = createProviders(config.studio);
if (process.env.HOLD_NARRATION)
  providers.narrator = {
    narrate: () => {
      narrating = true;
      return new Promise(() => {});
    },
  };
const app = await buildApp(config, { providers });
const db = app.context.db;
let uid = process.env.TASK_UID ?? '';
if (process.env.CREATE_TASK)
  uid = await app.context.studio!.createTask({ type: 'tidingsStory', locale: 'en', ageCluster: '6to7' }, { seed: 11 });

setInterval(async () => {
  const task = await findTask(db, uid);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stories)
    .where(eq(stories.taskUid, uid));
  console.log(
    JSON.stringify({
      uid,
      status: task?.status,
      completed: task?.results.completed,
      progress: task?.results.progress,
      stories: row?.n,
      narrating,
    }),
  );
}, 50);
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
