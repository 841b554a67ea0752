/**
 * The studio's durable jobs: one job per workflow step (retried with backoff, expired and
 * retried when a worker dies mid-step) and the daily batch on a cron schedule.
 */
import type PgBoss from 'pg-boss';
import type { StudioConfig } from '../config.js';
import type { EnqueueStep, Studio } from '../modules/studio/index.js';

export const STEP_QUEUE = 'studio-step';
export const DAILY_QUEUE = 'studio-daily';
const WORKERS = 2;

interface StepJob {
  uid: string;
  attempt: number;
  /** Steps done when it was queued: a copy of the job that comes after the step ran is skipped. */
  step?: number;
}

/** Makes the queues and returns how the studio queues a step; workers come later, once the studio exists. */
export async function createStudioQueues(boss: PgBoss, config: StudioConfig): Promise<EnqueueStep> {
  const { jobs } = config;
  await boss.createQueue(STEP_QUEUE, {
    name: STEP_QUEUE,
    retryLimit: jobs.retryLimit,
    retryDelay: jobs.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: jobs.expireInSeconds,
  } as PgBoss.Queue);
  await boss.createQueue(DAILY_QUEUE, { name: DAILY_QUEUE, retryLimit: 3, retryDelay: 60 } as PgBoss.Queue);
  // A task further along goes first, so stories finish one by one instead of all at the end.
  return async (uid, attempt, stepsDone) => {
    await boss.send(STEP_QUEUE, { uid, attempt, step: stepsDone } satisfies StepJob, { priority: stepsDone });
  };
}

/** The tasks a step job is queued, retrying or running for. */
async function queuedTasks(boss: PgBoss): Promise<Set<string>> {
  const db = (
    boss as unknown as { getDb(): { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } }
  ).getDb();
  const result = await db.executeSql(
    `select distinct data->>'uid' as uid from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
    [STEP_QUEUE],
  );
  return new Set((result?.rows ?? []).map((r) => (r as { uid: string }).uid));
}

/**
 * Resumes tasks a restart left unfinished (issue 25 point 11: one sat at "PROCESSING 5 of 7" for
 * 50 minutes): at start and then every maintenance interval, a task being made that no worker holds
 * and no job waits for gets its next step queued. A running step holds a lease, and a step job from a
 * process that died is expired and retried by pg-boss, so only the lost ones are queued again.
 */
async function resumeStalledTasks(boss: PgBoss, studio: Studio, everySeconds: number): Promise<void> {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const resumed = await studio.resumeStalled(await queuedTasks(boss));
      if (resumed.length) console.log(`studio: resumed ${resumed.length} interrupted task(s): ${resumed.join(', ')}`);
    } catch (err) {
      console.error('studio: resuming tasks failed:', (err as Error).message);
    } finally {
      running = false;
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), Math.max(1, everySeconds) * 1000);
  timer.unref();
  boss.once('stopped', () => clearInterval(timer));
}

/**
 * Step and daily-batch workers in this process (unless JOB_WORKERS=false), the sweep that queues
 * again a step whose worker died (its lease lapsed, decision 055), and the one that queues a task no
 * job waits for at all (resumeStalledTasks, decision 051); returns what stops the lease sweep.
 */
export async function startStudioWorkers(boss: PgBoss, studio: Studio, config: StudioConfig): Promise<() => void> {
  const { jobs } = config;
  if (!config.workers) return () => {};

  const runStep = async ([job]: PgBoss.JobWithMetadata<StepJob>[]) => {
    if (!job) return;
    try {
      await studio.runStep(job.data.uid, job.data.attempt, job.data.step);
    } catch (err) {
      const final = job.retryCount >= job.retryLimit;
      await studio.recordFailure(job.data.uid, job.data.attempt, err, final);
      if (!final) throw err; // pg-boss retries it with backoff
    }
  };
  // Two workers: one step may wait on ffmpeg while the other draws or writes.
  for (let i = 0; i < WORKERS; i++)
    await boss.work<StepJob>(
      STEP_QUEUE,
      { pollingIntervalSeconds: jobs.pollingIntervalSeconds, includeMetadata: true },
      runStep,
    );
  await resumeStalledTasks(boss, studio, jobs.maintenanceIntervalSeconds);
  await boss.schedule(DAILY_QUEUE, config.dailyCron, {}, { tz: 'UTC' });
  await boss.work(DAILY_QUEUE, async () => {
    await studio.dailyBatch();
  });
  const sweep = setInterval(
    () =>
      void studio
        .resumeAbandoned()
        .catch((err: Error) => console.warn(`Looking for abandoned story steps failed: ${err.message}`)),
    (jobs.leaseSeconds * 1000) / 3,
  );
  sweep.unref();
  return () => clearInterval(sweep);
}
