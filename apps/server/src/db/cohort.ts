/**
 * A user's cohort: the language and age cluster whose stories fill their bot feed. It is a
 * property of a users row that chat (bot feed), realtime (channels), sync and push (story
 * announcements) all read, and no module owns more than the others, so it lives beside the
 * users table. Both forms of the rule (in JavaScript and as SQL on users) sit here so they agree.
 */
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { AGE_CLUSTERS, ageCluster, ageFromBirthday, localeOr, type AgeCluster, type Locale } from '@tt/contract';
import type { UserRecord } from './schema.js';
import { users } from './schema.js';

export interface Cohort {
  locale: Locale;
  cluster: AgeCluster;
}

/** Age when the birthday is unknown (or in the future). */
const DEFAULT_AGE = 4;

export function cohortOf(user: Pick<UserRecord, 'locale' | 'bday'>): Cohort {
  return { locale: localeOr(user.locale), cluster: ageCluster(ageFromBirthday(user.bday) ?? DEFAULT_AGE) };
}

/** The youngest age of each cluster, read off ageCluster so the two never disagree. */
const youngest = new Map<AgeCluster, number>();
for (let age = 120; age >= 0; age--) youngest.set(ageCluster(age), age);

/**
 * cohortOf as a condition on users, so a cohort's users can be selected in the database.
 * Someone is at least n years old when their birthday is on or before the same day n years ago;
 * dates compare as text, which also holds for 29 February.
 */
export function inCohort(cohort: Cohort, everyAge: boolean, today = new Date()): SQL {
  const locale = cohort.locale === 'ru' ? eq(users.locale, 'ru') : sql`${users.locale} is distinct from 'ru'`;
  if (everyAge) return locale;
  const day = today.toISOString().slice(4, 10);
  const yearsAgo = (n: number) => `${String(today.getUTCFullYear() - n).padStart(4, '0')}${day}`;
  const bday = sql`${users.bday}::text`;
  const older = (n: number) => lte(bday, yearsAgo(n));
  const index = AGE_CLUSTERS.indexOf(cohort.cluster);
  const next = AGE_CLUSTERS[index + 1];
  const known = and(older(youngest.get(cohort.cluster)!), next ? gt(bday, yearsAgo(youngest.get(next)!)) : undefined)!;
  const unknown = sql`(${users.bday} is null or ${bday} > ${yearsAgo(0)})`;
  return and(locale, ageCluster(DEFAULT_AGE) === cohort.cluster ? or(unknown, known) : known)!;
}
