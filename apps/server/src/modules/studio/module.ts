/** createStudioModule: the studio built once (see index.ts, the module's public entry). */
import type { StudioConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Cohort } from '../../db/cohort.js';
import { ApiProblem } from '../../errors.js';
import type { MediaStore } from '../../media/store.js';
import { createProviders, type Providers } from '../../providers/index.js';
import { announceStory, prepareAnnouncement, type ArrivalDeps } from './arrivals.js';
import { queueDemoStories, reportDemoProgress } from './demo.js';
import { createFeedStories } from './feed-story.js';
import { createNarration } from './narration.js';
import * as feed from './repositories/feed.js';
import type { AuditEntry, AuditModule } from '../audit/index.js';
import * as repo from './repository.js';
import { findPlayableStory, findTwin, searchPlayableStories, type StoryRow } from './stories.js';
import { Studio, type EnqueueStep, type TaskPurposeInput } from './studio.js';

export interface StudioModuleDeps extends Omit<ArrivalDeps, 'db'> {
  db: Db;
  config: StudioConfig;
  media: MediaStore;
  /** The teams; the configured ones when absent (tests hand in their own). */
  providers?: Providers;
  /** Queues a task's next step on the job queue (jobs/studio-jobs.ts). */
  enqueue: EnqueueStep;
  /** Where moderators' rejects and remakes are recorded (issue 25 point 9). */
  audit: Pick<AuditModule, 'record'>;
}

export function createStudioModule(deps: StudioModuleDeps) {
  const { db } = deps;
  const studio = new Studio({
    db,
    config: deps.config,
    providers: deps.providers ?? createProviders(deps.config),
    media: deps.media,
    enqueue: deps.enqueue,
    onPublished: (requesters) => prepareAnnouncement(deps, requesters),
  });
  return {
    /** The engine: the job workers run its steps, moderation remakes and decides. */
    studio,
    /** A person's voice for a story, and the narrator's back (decision 056). */
    narration: createNarration({ db, media: deps.media }),
    /** A feed draft made a story: the moderator's text, or the suggested bundled item (decision 085). */
    draftStories: createFeedStories({ db, media: deps.media, enqueue: deps.enqueue, audit: deps.audit }),
    findPlayableStory: (uid: string, opts?: { drafts?: boolean }) => findPlayableStory(db, uid, opts),
    findTwin: (story: StoryRow) => findTwin(db, story),
    searchPlayableStories: (locale: string, query: string, limit: number) =>
      searchPlayableStories(db, locale, query, limit),
    /** The bot feed's reads: a cohort's published stories in publish order. */
    feedStories: (cohort: Cohort, before: number | undefined, limit: number) =>
      feed.feedStories(db, cohort, before, limit),
    feedStoriesAfter: (cohort: Cohort, after: number) => feed.feedStoriesAfter(db, cohort, after),
    feedPublishedAt: (cohort: Cohort) => feed.feedPublishedAt(db, cohort),
    /** "Give me a story" (library/give-story.ts): published news and today's cohort task. */
    newestPublishedNews: (locales: readonly string[], cluster: string, except: readonly string[], limit: number) =>
      repo.newestPublishedNews(db, locales, cluster, except, limit),
    findPublishedForCohort: (locale: string, cluster: string, date: string) =>
      repo.findPublishedForCohort(db, locale, cluster, date),
    findCohortTask: (locale: string, cluster: string, date: string) => repo.findCohortTask(db, locale, cluster, date),
    addTaskRequester: (uid: string, userId: number) => repo.addTaskRequester(db, uid, userId),
    createTask: (purpose: TaskPurposeInput, opts?: { newsDate?: string; seed?: number }) =>
      studio.createTask(purpose, opts),
    /**
     * A moderator approves (publishes) or rejects a task: 409 when there is no story to publish. Either is
     * recorded in the staff's audit log with the status it left (issue 34 point 3: publishing too).
     */
    async decide(uid: string, status: 'approve' | 'reject', actorId: number): Promise<void> {
      const decided = await studio.decide(uid, status);
      if (!decided) throw new ApiProblem(409, 'errors.storyNotCreated');
      await deps.audit.record({
        actorId,
        action: status === 'reject' ? 'reject' : 'publish',
        subject: `task:${uid}`,
        before: { status: decided.before },
        after: { status },
      });
    },
    /** A moderator's reject or remake, in the staff's audit log. */
    recordModeration: (entry: Omit<AuditEntry, 'subject'> & { uid: string }) => {
      const { uid, ...rest } = entry;
      return deps.audit.record({ ...rest, subject: `task:${uid}` });
    },
    /** Moderation's reads. */
    listTasks: (req: Parameters<typeof repo.listTasks>[1]) => repo.listTasks(db, req),
    findTask: (uid: string) => repo.findTask(db, uid),
    findStory: (uid: string) => repo.findStory(db, uid),
    /** What publishing does once a story is published (the benchmark calls it directly). */
    announceStory: (storyUid: string, requesters: number[]) => announceStory(deps, storyUid, requesters),
    /** First start (main.ts): demo stories, and their progress printed. */
    queueDemoStories: (days?: number) => queueDemoStories(db, studio, days),
    reportDemoProgress: (uids: string[]) => reportDemoProgress(db, uids),
  };
}

export type StudioModule = ReturnType<typeof createStudioModule>;
