/**
 * "Get story" (consumer §4 Chat, §5; issue 14 point 12): a new story for the locale choice, never
 * one the feed already shows or the user watched; otherwise today's task for the cohort (joined or
 * started); otherwise the reason. Decision 029.
 */
import { ageCluster, LOCALES, type Locale } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { cohortOf } from '../../db/cohort.js';
import type { UserRecord } from '../../db/schema.js';
import { licenceCovers, userLicence } from '../licence/licence.js';
import { watchedStoryUids } from '../library/service.js';
import * as repo from './repository.js';
import type { Studio } from './studio.js';
import { today } from './studio.js';

export interface GiveStoryInput {
  age: number;
  /** The locale choice; absent means any. */
  locale?: Locale;
}

export type GiveStoryResult = { story: string | null; task: string | null; reason: 'noNewStory' | null };

export async function giveStory(
  db: Db,
  studio: Studio,
  user: UserRecord,
  input: GiveStoryInput,
): Promise<GiveStoryResult> {
  const cohort = cohortOf(user);
  const cluster = ageCluster(input.age);
  const chosen: readonly Locale[] = input.locale ? [input.locale] : LOCALES;
  // the feed shows every published story of the user's cohort: those are not new to them
  const locales = chosen.filter((l) => !(l === cohort.locale && cluster === cohort.cluster));
  if (locales.length) {
    const [watched, licence] = await Promise.all([watchedStoryUids(db, user.id), userLicence(db, user)]);
    const candidates = await repo.newestPublishedNews(db, locales, cluster, watched, 20);
    const fresh = candidates.find((s) => licenceCovers(licence, { ...s, viaShare: false }));
    if (fresh) return { story: fresh.uid, task: null, reason: null };
  }
  // nothing made yet: today's story for the chosen (else the user's) language is on its way
  const locale = input.locale ?? cohort.locale;
  const date = today();
  if (await repo.findPublishedForCohort(db, locale, cluster, date))
    return { story: null, task: null, reason: 'noNewStory' };
  const running = await repo.findCohortTask(db, locale, cluster, date);
  if (running) {
    await repo.addTaskRequester(db, running.uid, user.id);
    return { story: null, task: running.uid, reason: null };
  }
  const task = await studio.createTask(
    { type: 'tidingsStory', locale, ageCluster: cluster, users: [user.id] },
    { newsDate: date },
  );
  return { story: null, task, reason: null };
}
