/**
 * The parent's interface language, told to the server (decision 083's addendum) so that what it writes to
 * the parent, e-mails and notices, is in the parent's language and not the chosen child's stories'. The
 * interface itself keeps reading the device's choice (i18n.ts); this only reports it.
 */
import type { Locale, UserInfo } from '@tt/contract';
import { api } from './api/client';
import { currentLocale } from './i18n';

/** Accounts this page has already told, so a profile that arrives again before the server's answer sends nothing. */
const told = new Set<number>();

/** Saves the parent's language on the server; a failure is left for the next choice or sign-in. */
export function saveParentLocale(locale: Locale): void {
  void api('user/info/language', { locale }).catch(() => undefined);
}

/**
 * Once per account: when the server knows no language of the parent's yet (null; an older server leaves the
 * field out), it gets this device's, the one just adopted or chosen before signing in.
 */
export function tellParentLocaleOnce(info: Pick<UserInfo, 'id' | 'parentLocale'>): void {
  if (info.parentLocale !== null || told.has(info.id)) return;
  told.add(info.id);
  saveParentLocale(currentLocale());
}
