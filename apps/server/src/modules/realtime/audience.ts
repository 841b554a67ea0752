/** The channels one user hears: their own, their cohort's feed, their language's, and staff. */
import { hasAnyFeature, ROLES } from '@tt/contract';
import type { UserRecord } from '../../db/schema.js';
import { cohortOf } from '../../db/cohort.js';
import { channels } from './log.js';

export function channelsOf(user: UserRecord): string[] {
  const { locale, cluster } = cohortOf(user);
  const list = [channels.user(user.id), channels.cohort(locale, cluster), channels.locale(locale)];
  if (hasAnyFeature(user, ROLES.supportStaff)) list.push(channels.staff);
  return list;
}
