/**
 * "Get story" (consumer §4 Chat, §5; issue 14 point 12): a new story for the locale choice, never
 * one the user watched: first one the feed does not show, else the feed's newest not yet heard (decision
 * 072); otherwise today's task for the cohort (joined or started); otherwise the reason. Decision 029.
 */
import { ageCluster, LOCALES, type Locale } from '@tt/contract';
import { cohortOf } from '../../db/cohort.js';
import type { UserRecord } from '../../db/schema.js';
import { licenceCovers, type LicenceModule } from '../licence/index.js';
import { today, type StudioModule } from '../studio/index.js';
import { watchedStoryUids } from './watched.js';
import type { Db } from '../../db/client.js';

export interface GiveStoryInput {
  age: number;
  /** The locale choice; absent means any. */
  locale?: Locale;
}

export type GiveStoryResult = { story: string | null; task: string | null; reason: 'noNewStory' | null };

export interface GiveStoryDeps {
  db: Db;
  stories: Pick<
    StudioModule,
    'newestPublishedNews' | 'findPublishedForCohort' | 'findCohortTask' | 'addTaskRequester' | 'createTask'
  >;
  licence: Pick<LicenceModule, 'userLicence'>;
}

export async function giveStory(
  { db, stories, licence }: GiveStoryDeps,
  user: UserRecord,
  input: GiveStoryInput,
): Promise<GiveStoryResult> {
  const cohort = cohortOf(user);
  const cluster = ageCluster(input.age);
  const chosen: readonly Locale[] = input.locale ? [input.locale] : LOCALES;
  // the feed shows every published story of the user's cohort: those are not new to them
  const locales = chosen.filter((l) => !(l === cohort.locale && cluster === cohort.cluster));
  if (locales.length) {
    const [watched, held] = await Promise.all([watchedStoryUids(db, user.id), licence.userLicence(user)]);
    const candidates = await stories.newestPublishedNews(locales, cluster, watched, 20);
    const fresh = candidates.find((s) => licenceCovers(held, { ...s, viaShare: false }));
    if (fresh) return { story: fresh.uid, task: null, reason: null };
  }
  // nothing beyond the feed: the feed's newest story the child has not heard yet (on day one, today's story;
  // issue 32 §12: "no new story" on day one, when nothing had been heard, turned a new family away)
  if (chosen.includes(cohort.locale) && cluster === cohort.cluster) {
    const [watched, held] = await Promise.all([watchedStoryUids(db, user.id), licence.userLicence(user)]);
    const unheard = await stories.newestPublishedNews([cohort.locale], cluster, watched, 1);
    const first = unheard.find((s) => licenceCovers(held, { ...s, viaShare: false }));
    if (first) return { story: first.uid, task: null, reason: null };
  }
  // nothing made yet: today's story for the chosen (else the user's) language is on its way
  const locale = input.locale ?? cohort.locale;
  const date = today();
  if (await stories.findPublishedForCohort(locale, cluster, date))
    return { story: null, task: null, reason: 'noNewStory' };
  const running = await stories.findCohortTask(locale, cluster, date);
  if (running) {
    await stories.addTaskRequester(running.uid, user.id);
    return { story: null, task: running.uid, reason: null };
  }
  const task = await stories.createTask(
    { type: 'tidingsStory', locale, ageCluster: cluster, users: [user.id] },
    { newsDate: date },
  );
  return { story: null, task, reason: null };
}
