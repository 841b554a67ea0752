/**
 * The licence module's public entry: a user's licence and the one decision on who may play a story
 * (licence.ts, decision 008), built once by createLicenceModule.
 */
import type { Db } from '../../db/client.js';
import { storyRefusal, userLicence, type LicensedUser, type StoryAccess } from './licence.js';

export { isLightMode, licenceCovers, type LicensedUser, type StoryAccess, type StoryRefusal } from './licence.js';
/** For the payments module, which still takes the database (its wiring moves with its own rework). */
export { userLicence } from './licence.js';

export function createLicenceModule({ db }: { db: Db }) {
  return {
    userLicence: (user: LicensedUser, now?: Date) => userLicence(db, user, now),
    storyRefusal: (user: LicensedUser | null, story: StoryAccess) => storyRefusal(db, user, story),
  };
}

export type LicenceModule = ReturnType<typeof createLicenceModule>;
