/**
 * The language of what the server writes to the parent (e-mails, notification and push texts, error
 * messages): the parent's own interface language when they have set one (users.parent_locale, decision
 * 083's addendum), else the account's, which follows the chosen child's stories (decision 063). What is
 * about stories (the feed, cohorts, real-time audiences) keeps reading the account's `locale`.
 */
import { FALLBACK_LOCALE, localeOr, type Locale } from '@tt/contract';
import type { UserRecord } from '../../db/schema.js';

export type ParentLocaleSource = Pick<UserRecord, 'locale' | 'parentLocale'>;

export function parentLocaleOf<F = Locale>(
  user: ParentLocaleSource | null | undefined,
  fallback: F = FALLBACK_LOCALE as F,
): Locale | F {
  return localeOr(user?.parentLocale, localeOr(user?.locale, fallback));
}
