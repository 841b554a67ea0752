/** A user's cohort: the language and age cluster whose stories fill their bot feed. */
import { ageCluster, type AgeCluster, type Locale } from '@tt/contract';
import type { UserRecord } from '../../context.js';
import { ageFromBirthday } from '../accounts/repository.js';

export interface Cohort {
  locale: Locale;
  cluster: AgeCluster;
}

export function cohortOf(user: Pick<UserRecord, 'locale' | 'bday'>): Cohort {
  return { locale: user.locale === 'ru' ? 'ru' : 'en', cluster: ageCluster(ageFromBirthday(user.bday) ?? 4) };
}
