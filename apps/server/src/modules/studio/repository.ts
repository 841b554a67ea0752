import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListRequest, Story } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { countMatches, countToPage, keptCount, pageRowsToRead } from '../../db/row-counts.js';
import { stories, storyTasks, type TaskResults } from '../../db/schema.js';

export type TaskRow = typeof storyTasks.$inferSelect;
export type StoryRow = typeof stories.$inferSelect;

export const emptyResults = (): TaskResults => ({ completed: [], outputs: {}, progress: {}, error: null });

export async function findTask(db: Db, uid: string): Promise<TaskRow | null> {
  return (await db.select().from(storyTasks).where(eq(storyTasks.uid, uid)).limit(1))[0] ?? null;
}

/** Tasks still being made that no worker holds (no lease, or its lease ran out): candidates to resume. */
export async function unheldTasks(db: Db): Promise<{ uid: string; attempt: number; stepsDone: number }[]> {
  return db
    .select({
      uid: storyTasks.uid,
      attempt: storyTasks.attempt,
      stepsDone: sql<number>`jsonb_array_length(coalesce(${storyTasks.results}->'completed', '[]'::jsonb))::int`,
    })
    .from(storyTasks)
    .where(
      and(
        inArray(storyTasks.status, ['waiting', 'processing']),
        or(isNull(storyTasks.leaseUntil), lt(storyTasks.leaseUntil, sql`now()`)),
      ),
    );
}

/**
 * Takes the task for one step unless another worker holds an unexpired lease on it, or (given `step`,
 * the steps done when the job was queued) the task has moved past that step: a stale copy of a job.
 */
export async function claimTask(
  db: Db,
  uid: string,
  attempt: number,
  leaseSeconds: number,
  step?: number,
): Promise<TaskRow | null> {
  const rows = await db
    .update(storyTasks)
    .set({
      status: 'processing',
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(storyTasks.uid, uid),
        eq(storyTasks.attempt, attempt),
        sql`${storyTasks.status} in ('waiting', 'processing')`,
        or(isNull(storyTasks.leaseUntil), lt(storyTasks.leaseUntil, sql`now()`)),
        step === undefined ? undefined : sql`jsonb_array_length(${storyTasks.results}->'completed') = ${step}`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The running step's worker is alive: its lease goes on. */
export async function renewLease(db: Db, uid: string, attempt: number, leaseSeconds: number): Promise<void> {
  await db
    .update(storyTasks)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(storyTasks.uid, uid), eq(storyTasks.attempt, attempt), eq(storyTasks.status, 'processing')));
}

/**
 * Tasks whose step's lease lapsed (its worker died or lost the database), freed for another worker;
 * of several processes sweeping at once, each task goes to one (the update matches it once).
 */
export async function takeAbandoned(db: Db): Promise<Pick<TaskRow, 'uid' | 'attempt' | 'results'>[]> {
  return db
    .update(storyTasks)
    .set({ leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(storyTasks.status, 'processing'), lt(storyTasks.leaseUntil, sql`now()`)))
    .returning({ uid: storyTasks.uid, attempt: storyTasks.attempt, results: storyTasks.results });
}

/** Saves a step's results only if no remake happened meanwhile. */
export async function saveResults(
  db: Db,
  uid: string,
  attempt: number,
  results: TaskResults,
  values: Partial<typeof storyTasks.$inferInsert> = {},
): Promise<boolean> {
  const rows = await db
    .update(storyTasks)
    .set({ results, leaseUntil: null, updatedAt: sql`now()`, ...values })
    .where(and(eq(storyTasks.uid, uid), eq(storyTasks.attempt, attempt)))
    .returning({ uid: storyTasks.uid });
  return rows.length > 0;
}

export async function saveProgress(db: Db, uid: string, attempt: number, team: string, share: number): Promise<void> {
  await db
    .update(storyTasks)
    .set({
      results: sql`jsonb_set(${storyTasks.results}, ${`{progress,${team}}`}::text[], to_jsonb(${share}::float8))`,
    })
    .where(and(eq(storyTasks.uid, uid), eq(storyTasks.attempt, attempt)));
}

/**
 * Publishing stamps the story with the database's clock (one clock for sync) and the next publish
 * seq; a story already published keeps both. Anything else clears them.
 */
function publication(status: 'published' | 'rejected' | 'draft') {
  if (status !== 'published') return { publishedAt: null, publishSeq: null };
  return {
    publishedAt: sql`coalesce(${stories.publishedAt}, now())`,
    publishSeq: sql`coalesce(${stories.publishSeq}, nextval('story_publish_seq'))`,
  };
}

export async function upsertStory(db: Db, story: Story, taskUid: string, status: 'draft' | 'published'): Promise<void> {
  const values = {
    uid: story.uid,
    taskUid,
    locale: story.locale ?? 'en',
    ageCluster: story.ageCluster ?? '4to5',
    topic: story.topic,
    title: story.title,
    date: story.date,
    status,
    data: story,
  };
  await db
    .insert(stories)
    .values({
      ...values,
      ...(status === 'published' ? { publishedAt: sql`now()`, publishSeq: sql`nextval('story_publish_seq')` } : {}),
    })
    .onConflictDoUpdate({ target: stories.uid, set: { ...values, ...publication(status) } });
}

/**
 * Replaces a story's data with a new voice only while its voiceVersion is still `version` (one statement,
 * so of two moderators saving at once exactly one wins); false when someone changed it first.
 */
export async function replaceStoryVoice(db: Db, story: Story, version: number): Promise<boolean> {
  const rows = await db
    .update(stories)
    .set({ data: story })
    .where(and(eq(stories.uid, story.uid), sql`coalesce((${stories.data}->>'voiceVersion')::int, 0) = ${version}`))
    .returning({ uid: stories.uid });
  return rows.length > 0;
}

export async function setStoryStatus(db: Db, uid: string, status: 'published' | 'rejected' | 'draft'): Promise<void> {
  await db
    .update(stories)
    .set({ status, ...publication(status) })
    .where(eq(stories.uid, uid));
}

export async function findStory(db: Db, uid: string): Promise<StoryRow | null> {
  return (await db.select().from(stories).where(eq(stories.uid, uid)).limit(1))[0] ?? null;
}

/**
 * The published telling of the same news item, for the same age and day, in another language: the
 * studio makes both languages of a day's item as a pair (issue 26 §9).
 */
export async function findPublishedTwin(db: Db, story: StoryRow): Promise<StoryRow | null> {
  const newsKey = (story.data as Story).newsKey;
  if (!newsKey) return null;
  const rows = await db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.status, 'published'),
        eq(stories.ageCluster, story.ageCluster),
        eq(stories.date, story.date),
        sql`${stories.locale} <> ${story.locale}`,
        sql`${stories.data}->>'newsKey' = ${newsKey}`,
      ),
    )
    .orderBy(desc(stories.publishSeq))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPublishedForCohort(
  db: Db,
  locale: string,
  ageCluster: string,
  date: string,
): Promise<StoryRow | null> {
  const rows = await db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.locale, locale),
        eq(stories.ageCluster, ageCluster),
        eq(stories.status, 'published'),
        eq(stories.date, date),
        eq(stories.topic, 'news'),
      ),
    )
    .orderBy(desc(stories.publishedAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCohortTask(
  db: Db,
  locale: string,
  ageCluster: string,
  date: string,
  type: 'tidingsStory' | 'feedDraft' = 'tidingsStory',
): Promise<TaskRow | null> {
  const rows = await db
    .select()
    .from(storyTasks)
    .where(
      and(
        eq(storyTasks.newsDate, date),
        sql`${storyTasks.purpose}->>'type' = ${type}`,
        sql`${storyTasks.purpose}->>'locale' = ${locale}`,
        // a feed draft is one a day per language, whatever age a moderator writes it for (decision 085)
        type === 'feedDraft' ? undefined : sql`${storyTasks.purpose}->>'ageCluster' = ${ageCluster}`,
        sql`${storyTasks.status} <> 'reject'`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function countTasks(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(storyTasks);
  return row?.n ?? 0;
}

/** How many of these tasks are past making (published, waiting for a moderator, or failed). */
export async function countSettled(db: Db, uids: string[]): Promise<number> {
  if (!uids.length) return 0;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(storyTasks)
    .where(
      and(inArray(storyTasks.uid, uids), inArray(storyTasks.status, ['approve', 'moderation', 'error', 'reject'])),
    );
  return rows[0]?.n ?? 0;
}

export async function countStories(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(stories);
  return row?.n ?? 0;
}

/**
 * What the moderation search looks through: uid, status and purpose in one text, the very
 * expression story_tasks_search_trgm_idx indexes (migration 0014), so ilike '%…%' goes through
 * trigrams instead of reading every task.
 */
const taskSearchText = sql`(${storyTasks.uid} || ' ' || ${storyTasks.status} || ' ' || ${storyTasks.purpose}::text)`;

/** The light columns of a list row (ModerationTaskRow): no outputs, progress or requesters. */
const taskRowColumns = {
  uid: storyTasks.uid,
  status: storyTasks.status,
  createdAt: storyTasks.createdAt,
  workflow: storyTasks.workflow,
  purpose: sql<TaskRow['purpose']>`${storyTasks.purpose} - 'users'`,
  completed: sql<string[]>`coalesce(${storyTasks.results}->'completed', '[]'::jsonb)`,
  error: sql<string | null>`${storyTasks.results}->>'error'`,
  storyUid: storyTasks.storyUid,
  title: sql<string | null>`${storyTasks.results}->'outputs'->'writer'->>'title'`,
};
export type TaskListRow = {
  uid: string;
  status: string;
  createdAt: Date;
  workflow: TaskRow['workflow'];
  purpose: TaskRow['purpose'];
  completed: string[];
  error: string | null;
  storyUid: string | null;
  title: string | null;
};

export async function listTasks(
  db: Db,
  req: Omit<ListRequest, 'fieldsFilter'> & { fieldsFilter?: { status?: string } },
): Promise<{ rows: TaskListRow[]; count: number }> {
  const search = req.searchStrFilter?.trim();
  const status = req.fieldsFilter?.status;
  const where: SQL | undefined = and(
    search ? sql`${taskSearchText} ilike ${containsPattern(search)}` : undefined,
    status ? eq(storyTasks.status, status) : undefined,
  );
  const ascending = req.sortFields?.[0]?.order === 'asc';
  const page = db
    .select(taskRowColumns)
    .from(storyTasks)
    .where(where)
    .orderBy(ascending ? asc(storyTasks.createdAt) : desc(storyTasks.createdAt), asc(storyTasks.uid))
    .limit(pageRowsToRead(req))
    .offset(req.pageNumber * req.pageSize);
  if (req.includeCount === false) return countToPage((await page) as TaskListRow[], req);
  const [rows, counted] = await Promise.all([
    page,
    // unsearched, the count the database keeps; searched, the matches up to a bound past the page
    where ? countMatches(db, storyTasks, where, req) : keptCount(db, 'story_tasks'),
  ]);
  return { rows: rows as TaskListRow[], count: counted };
}

/** Adds a user to those told when the task's story is published (sendany joining a running task). */
export async function addTaskRequester(db: Db, uid: string, userId: number): Promise<void> {
  await db
    .update(storyTasks)
    .set({
      purpose: sql`jsonb_set(${storyTasks.purpose}, '{users}', coalesce(${storyTasks.purpose}->'users', '[]'::jsonb) || to_jsonb(${userId}::int))`,
    })
    .where(
      and(
        eq(storyTasks.uid, uid),
        sql`not coalesce(${storyTasks.purpose}->'users', '[]'::jsonb) @> to_jsonb(${userId}::int)`,
      ),
    );
}

export async function taskRequesters(db: Db, uid: string): Promise<number[]> {
  const [row] = await db.select({ purpose: storyTasks.purpose }).from(storyTasks).where(eq(storyTasks.uid, uid));
  return ((row?.purpose as { users?: number[] } | undefined)?.users ?? []).filter((n) => Number.isInteger(n));
}

/** The columns explore and Get story need of a story. */
const storyHitColumns = {
  uid: stories.uid,
  title: stories.title,
  date: stories.date,
  locale: stories.locale,
  topic: stories.topic,
  ageCluster: stories.ageCluster,
  publishedAt: stories.publishedAt,
};
export type StoryHitRow = {
  uid: string;
  title: string;
  date: string;
  locale: string;
  topic: string;
  ageCluster: string;
  publishedAt: Date | null;
};

/**
 * Published stories in one language whose title or text match a search, best first: the query goes
 * through websearch_to_tsquery with that language's configuration, so word forms find each other.
 */
export async function searchPublished(db: Db, locale: string, query: string, limit: number): Promise<StoryHitRow[]> {
  const config = locale === 'ru' ? 'russian' : 'english';
  const q = sql`websearch_to_tsquery(${config}::regconfig, ${query})`;
  return db
    .select(storyHitColumns)
    .from(stories)
    .where(and(eq(stories.status, 'published'), eq(stories.locale, locale), sql`${stories.search} @@ ${q}`))
    .orderBy(desc(sql`ts_rank(${stories.search}, ${q})`), desc(stories.publishedAt))
    .limit(limit);
}

/** The newest published news stories of an age cluster in these languages, leaving out some uids. */
export async function newestPublishedNews(
  db: Db,
  locales: readonly string[],
  ageCluster: string,
  except: readonly string[],
  limit: number,
): Promise<StoryHitRow[]> {
  return db
    .select(storyHitColumns)
    .from(stories)
    .where(
      and(
        eq(stories.status, 'published'),
        eq(stories.topic, 'news'),
        eq(stories.ageCluster, ageCluster),
        inArray(stories.locale, [...locales]),
        except.length ? notInArray(stories.uid, [...except]) : undefined,
      ),
    )
    .orderBy(desc(stories.publishSeq))
    .limit(limit);
}
