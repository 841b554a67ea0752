/**
 * The parent's own interface language (users.parent_locale, decision 083's addendum): the web app saves it
 * when the parent picks the interface language, and once when a device adopts one. E-mails and push texts to
 * the parent are written in it (users/parent-locale.ts); the account's `locale` stays the chosen child's.
 */
import type { Locale } from '@tt/contract';
import type { UserRecord } from '../../db/schema.js';
import type { UsersModule } from '../users/index.js';

export function parentLocaleSetter(users: Pick<UsersModule, 'updateUser'>) {
  return {
    /** Saves the parent's language; an unchanged one writes nothing (and wakes no sync). */
    async setParentLocale(user: UserRecord, locale: Locale): Promise<void> {
      if (user.parentLocale === locale) return;
      await users.updateUser(user.id, { parentLocale: locale });
    },
  };
}
