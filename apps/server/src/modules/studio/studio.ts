/**
 * The story studio: creates tasks, runs one workflow step at a time (each as a durable job),
 * remakes from a step, and publishes or rejects. Used by the job workers, the moderation calls
 * and the story CLI.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { AGE_CLUSTERS, LOCALES, localeOr, type AgeCluster, type Locale } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { storyTasks, type TaskResults } from '../../db/schema.js';
import type { StudioConfig } from '../../config.js';
import type { Providers } from '../../providers/index.js';
import type { NewsItem, StoryDraft, SafetyVerdict } from '../../providers/types.js';
import { assembleStory } from './assembler.js';
import { planNews } from './news-calendar.js';
import { MediaStore } from '../../media/store.js';
import { withLog, type LoggedTx } from '../realtime/index.js';
import * as repo from './repository.js';
import { teams, type ComposerOutput, type IllustratorOutput, type NarratorOutput } from './teams.js';
import { nextStage, StepFailure, workflowFor, type PurposeType } from './workflow.js';

export interface TaskPurposeInput {
  type: PurposeType;
  locale: Locale;
  ageCluster: AgeCluster;
  users?: number[];
  /** Tells the news of this many days later (demo stories: a different item for every cohort). */
  newsShift?: number;
  /** The bundled item to tell ("bundled-12-08"), planned by the calendar when the task is queued. */
  newsKey?: string;
}

export type StepOutcome = 'next' | 'finished' | 'skipped';

/** A feed draft is retold for the middle age: the moderator sees how its sentences read to a child. */
const FEED_DRAFT_AGE: AgeCluster = '4to5';

export const today = () => new Date().toISOString().slice(0, 10);

/** Queues the next step of a task (the job queue); tasks further along go first. */
export type EnqueueStep = (uid: string, attempt: number, stepsDone: number) => Promise<void>;
/**
 * Announcing a story as it is published (arrivals.ts), given the users who asked for it: reads
 * first, then returns the writes made inside the publishing transaction.
 */
export type OnPublished = (requesters: number[]) => Promise<(storyUid: string, scope: LoggedTx) => Promise<void>>;

export interface StudioDeps {
  db: Db;
  config: StudioConfig;
  providers: Providers;
  media: MediaStore;
  enqueue: EnqueueStep;
  onPublished: OnPublished;
}

export class Studio {
  private readonly db: Db;
  private readonly config: StudioConfig;
  readonly providers: Providers;
  readonly media: MediaStore;
  private readonly enqueue: EnqueueStep;
  private readonly onPublished: OnPublished;

  constructor(deps: StudioDeps) {
    ({
      db: this.db,
      config: this.config,
      providers: this.providers,
      media: this.media,
      enqueue: this.enqueue,
      onPublished: this.onPublished,
    } = deps);
  }

  async createTask(purpose: TaskPurposeInput, opts: { newsDate?: string; seed?: number } = {}): Promise<string> {
    const uid = `t-${randomBytes(6).toString('hex')}`;
    const newsDate = opts.newsDate ?? today();
    const newsKey =
      purpose.type === 'tidingsStory' && !purpose.newsKey && !purpose.newsShift
        ? await this.planNews(purpose.ageCluster, newsDate)
        : purpose.newsKey;
    await this.db.insert(storyTasks).values({
      uid,
      purpose: newsKey ? { ...purpose, newsKey } : purpose,
      workflow: workflowFor(purpose.type),
      status: 'waiting',
      results: repo.emptyResults(),
      seed: opts.seed ?? randomInt(1, 2 ** 31 - 1),
      newsDate,
    });
    await this.enqueue(uid, 0, 0);
    return uid;
  }

  /**
   * Runs the next step of a task. A task held by another worker, remade meanwhile, or past `step` (the
   * steps done when the job was queued) is skipped. The lease is renewed while the step runs, so a
   * worker that dies stops holding it within STEP_LEASE_S (resumeAbandoned), not STEP_TIMEOUT_S.
   */
  async runStep(uid: string, attempt: number, step?: number): Promise<StepOutcome> {
    const lease = this.config.jobs.leaseSeconds;
    const task = await repo.claimTask(this.db, uid, attempt, lease, step);
    if (!task) return 'skipped';
    const renew = setInterval(
      () => void repo.renewLease(this.db, uid, attempt, lease).catch(() => {}),
      (lease * 1000) / 3,
    );
    try {
      return await this.runClaimed(task, uid, attempt);
    } finally {
      clearInterval(renew);
    }
  }

  /** Steps whose worker died: queued again for any worker (the job queue would wait STEP_TIMEOUT_S). */
  async resumeAbandoned(): Promise<number> {
    const tasks = await repo.takeAbandoned(this.db);
    for (const task of tasks) await this.enqueue(task.uid, task.attempt, task.results.completed.length);
    return tasks.length;
  }

  private async runClaimed(task: repo.TaskRow, uid: string, attempt: number): Promise<StepOutcome> {
    const stage = nextStage(task.workflow, task.results.completed);
    if (!stage.length) return this.finish(task);

    // the stage's teams run at once (each reads only finished outputs); all of them are saved together
    const outputs = await Promise.all(
      stage.map((team) => (team === 'assembler' ? this.assemble(task) : teams[team](this.stepInput(task, team)))),
    );
    const done = stage.map((team, i) => [team, outputs[i]] as const);
    const results: TaskResults = {
      completed: [...task.results.completed, ...stage],
      outputs: { ...task.results.outputs, ...Object.fromEntries(done) },
      progress: { ...task.results.progress, ...Object.fromEntries(stage.map((team) => [team, 1])) },
      error: null,
    };
    const assembled = done.find(([team]) => team === 'assembler')?.[1] as { storyUid: string } | undefined;
    const storyUid = assembled ? assembled.storyUid : task.storyUid;
    if (!(await repo.saveResults(this.db, uid, attempt, results, { storyUid }))) return 'skipped';
    const more = task.workflow.some((s) => !results.completed.includes(s.teamid));
    if (!more) return this.finish({ ...task, results, storyUid });
    await this.enqueue(uid, attempt, results.completed.length);
    return 'next';
  }

  /**
   * Queues the next step again for every unfinished task that no worker holds and no job waits for
   * (`queued`: the uids with a queued, retrying or running step job). A restart can leave a task so:
   * a step job that expired on its last try, or a step that ended after its database was closed.
   */
  async resumeStalled(queued: ReadonlySet<string>): Promise<string[]> {
    const resumed: string[] = [];
    for (const task of await repo.unheldTasks(this.db)) {
      if (queued.has(task.uid)) continue;
      await this.enqueue(task.uid, task.attempt, task.stepsDone);
      resumed.push(task.uid);
    }
    return resumed;
  }

  /** Records a failed step. On the last try (or a failure no retry can fix) the task turns to error. */
  async recordFailure(uid: string, attempt: number, error: unknown, final: boolean): Promise<void> {
    const task = await repo.findTask(this.db, uid);
    if (!task || task.attempt !== attempt) return;
    const message = error instanceof Error ? error.message : String(error);
    const stop = final || error instanceof StepFailure;
    await repo.saveResults(this.db, uid, attempt, { ...task.results, error: message }, stop ? { status: 'error' } : {});
  }

  /** "Remake from here": drops the step's output and every later one, then runs them again. */
  async redo(uid: string, from: string): Promise<boolean> {
    const task = await repo.findTask(this.db, uid);
    if (!task) return false;
    const index = task.workflow.findIndex((s) => s.teamid === from);
    if (index < 0) return false;
    const dropped = new Set(task.workflow.slice(index).map((s) => s.teamid));
    const keep = <T>(record: Record<string, T>) =>
      Object.fromEntries(Object.entries(record).filter(([k]) => !dropped.has(k)));
    const results: TaskResults = {
      completed: task.results.completed.filter((t) => !dropped.has(t)),
      outputs: keep(task.results.outputs),
      progress: keep(task.results.progress),
      error: null,
    };
    const attempt = task.attempt + 1;
    await repo.saveResults(this.db, uid, task.attempt, results, { status: 'waiting', attempt });
    if (task.storyUid) await repo.setStoryStatus(this.db, task.storyUid, 'draft');
    if (task.status === 'reject') await this.media.release(uid);
    await this.enqueue(uid, attempt, results.completed.length);
    return true;
  }

  /** Approves (publishes) or rejects a task; the status it had before, or null when there is nothing to approve. */
  async decide(uid: string, status: 'approve' | 'reject'): Promise<{ before: string } | null> {
    const task = await repo.findTask(this.db, uid);
    if (!task || (status === 'approve' && !task.storyUid)) return null;
    // a story approved after a rejection is served again before anyone hears of it
    if (status === 'approve' && task.status === 'reject') await this.media.release(uid);
    const announce = task.storyUid && status === 'approve' ? await this.onPublished(await this.requesters(task)) : null;
    await withLog(this.db, async (scope) => {
      await repo.saveResults(scope.tx, uid, task.attempt, task.results, { status });
      if (task.storyUid)
        await repo.setStoryStatus(scope.tx, task.storyUid, status === 'approve' ? 'published' : 'rejected');
      if (announce) await announce(task.storyUid!, scope);
    });
    // a rejected story's files stop being served at their old addresses (issue 25 point 18)
    if (status === 'reject') await this.media.withhold(uid);
    return { before: task.status };
  }

  /** The bundled item the cluster hears on `date` (news-calendar.ts); `avoid`: items other clusters got that day. */
  planNews(ageCluster: AgeCluster, date: string, avoid: string[] = []): Promise<string | undefined> {
    return planNews(this.db, this.providers.news, ageCluster, date, avoid);
  }

  /**
   * One tidingsStory task per locale and age cluster for the day, unless it exists already; with feeds
   * but no writer, one feedDraft per locale too (the feed item for a moderator, decision 071).
   */
  async dailyBatch(date = today()): Promise<string[]> {
    const created: string[] = [];
    for (const ageCluster of AGE_CLUSTERS) {
      // both languages tell the day's item with one seed: a pair of twins, drawn alike (issue 26 §9)
      const seed = randomInt(1, 2 ** 31 - 1);
      for (const locale of LOCALES) {
        if (await repo.findCohortTask(this.db, locale, ageCluster, date)) continue;
        created.push(await this.createTask({ type: 'tidingsStory', locale, ageCluster }, { newsDate: date, seed }));
      }
    }
    if (this.providers.feedDrafts)
      for (const locale of LOCALES) {
        if (await repo.findCohortTask(this.db, locale, FEED_DRAFT_AGE, date, 'feedDraft')) continue;
        created.push(
          await this.createTask({ type: 'feedDraft', locale, ageCluster: FEED_DRAFT_AGE }, { newsDate: date }),
        );
      }
    return created;
  }

  private stepInput(task: repo.TaskRow, team = '') {
    return {
      taskUid: task.uid,
      purpose: task.purpose.type as PurposeType,
      locale: localeOr(task.purpose.locale),
      ageCluster: (task.purpose.ageCluster ?? '4to5') as AgeCluster,
      seed: task.seed,
      newsDate: task.newsDate,
      newsShift: task.purpose.newsShift ?? 0,
      newsKey: task.purpose.newsKey,
      feedStory: task.purpose.feedStory,
      written: task.purpose.written as StoryDraft | undefined,
      fileTag: `a${task.attempt}`,
      outputs: task.results.outputs,
      providers: this.providers,
      media: this.media,
      progress: (share: number) => repo.saveProgress(this.db, task.uid, task.attempt, team, share),
    };
  }

  private async assemble(task: repo.TaskRow): Promise<{ storyUid: string }> {
    const input = this.stepInput(task);
    const out = task.results.outputs;
    const storyUid = task.storyUid ?? `s-${task.uid.slice(2)}`;
    const story = assembleStory({
      taskUid: task.uid,
      storyUid,
      purpose: input.purpose,
      locale: input.locale,
      ageCluster: input.ageCluster,
      newsDate: task.newsDate,
      newsId: (out.news as NewsItem).id,
      draft: out.writer as StoryDraft,
      pictures: out.illustrator as IllustratorOutput,
      narration: out.narrator as NarratorOutput,
      music: out.composer as ComposerOutput,
    });
    await repo.upsertStory(this.db, story, task.uid, 'draft');
    return { storyUid };
  }

  /**
   * The last step is done: publish at once when allowed and nothing was flagged, else moderation. A feed
   * story a moderator made always waits for a moderator to see its pictures and hear it (decision 085).
   */
  private async finish(task: repo.TaskRow): Promise<StepOutcome> {
    const verdict = task.results.outputs.safety as SafetyVerdict | undefined;
    const publish =
      this.config.autoApprove && verdict?.verdict === 'pass' && !!task.storyUid && task.purpose.type !== 'feedDraft';
    const announce = publish ? await this.onPublished(await this.requesters(task)) : null;
    // Published and announced in one transaction: a crash before the commit leaves the step to be run
    // again, never a published story nobody was told of.
    await withLog(this.db, async (scope) => {
      await repo.saveResults(scope.tx, task.uid, task.attempt, task.results, {
        status: publish ? 'approve' : 'moderation',
      });
      if (announce) {
        await repo.setStoryStatus(scope.tx, task.storyUid!, 'published');
        await announce(task.storyUid!, scope);
      }
    });
    return 'finished';
  }

  private requesters(task: repo.TaskRow): Promise<number[]> {
    return repo.taskRequesters(this.db, task.uid);
  }
}
