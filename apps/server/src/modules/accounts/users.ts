/** What other modules may ask the accounts module about users (they never read its repository). */
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import { updateUser } from './repository.js';

export { featuresOf, findUserByEmail, findUserById, findUserLocale, profileOf, toUserInfo } from './repository.js';

/**
 * A user's type or features change (the team's type change, partner verification). Like every
 * change to a user it wakes their held syncs and sockets (userChanged) and re-reads what they may hear.
 */
export const changeUserAccess = (
  db: Db,
  id: number,
  values: { type?: number; features?: string[] },
): Promise<UserRecord> => updateUser(db, id, values);

/** The user's picture (an address under /media), or null to remove it; wakes the user's syncs. */
export const setUserImage = (db: Db, id: number, image: string | null): Promise<UserRecord> =>
  updateUser(db, id, { image });
