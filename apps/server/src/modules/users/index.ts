/**
 * The users module's public entry: user records and sessions (tables users and sessions), and the
 * session cache in front of them. Built once by createUsersModule with the cache buildApp made;
 * every other module reads and changes users through it, never through its repository.
 */
import type { ListRequest } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import type { RealtimeModule } from '../realtime/index.js';
import * as repo from './repository.js';
import type { SessionCache } from './session-cache.js';
import { createSessions, forgetSessions } from './sessions.js';

export { featuresOf, profileOf, toUserInfo, type UserChanges } from './repository.js';
export { parentLocaleOf, type ParentLocaleSource } from './parent-locale.js';
export { SessionCache, type LiveSession } from './session-cache.js';
export { newSecret, sha256 } from './sessions.js';

export interface UsersDeps {
  db: Db;
  cache: SessionCache;
  realtime: { hub: Pick<RealtimeModule['hub'], 'caughtUp'>; access: Pick<RealtimeModule['access'], 'onAny'> };
}

export function createUsersModule({ db, cache, realtime }: UsersDeps) {
  // every process's access events drop what they make stale here (session-cache.ts)
  const unlisten = realtime.access.onAny((event) => forgetSessions(cache, event));

  /** Every change to a user: this process's cached sessions of the user go at once (repository.updateUser). */
  async function updateUser(id: number, values: repo.UserChanges): Promise<UserRecord> {
    const user = await repo.updateUser(db, id, values);
    cache.dropUser(id);
    return user;
  }

  return {
    ...createSessions(db, cache, () => realtime.hub.caughtUp),
    findUserById: (id: number) => repo.findUserById(db, id),
    findUserByEmail: (email: string) => repo.findUserByEmail(db, email),
    findUserByGoogleSub: (sub: string) => repo.findUserByGoogleSub(db, sub),
    /** The language texts to the user are written in: the parent's own, else the account's (null when unset or gone). */
    findUserLocale: (id: number) => repo.findUserLocale(db, id),
    /** A new user, or null when the e-mail is taken. */
    insertUser: (values: Parameters<typeof repo.insertUser>[1]) => repo.insertUser(db, values),
    updateUser,
    /**
     * A user's type or features change (the team's type change, partner verification). Like every
     * change to a user it wakes their held syncs and sockets (userChanged) and re-reads what they may hear.
     */
    changeUserAccess: (id: number, values: { type?: number; features?: string[] }) => updateUser(id, values),
    /** The user's picture (an address under /media), or null to remove it; wakes the user's syncs. */
    /** False when the account was deleted meanwhile: the caller removes the files it wrote. */
    async setUserImage(id: number, image: string | null): Promise<boolean> {
      const user = await repo.updateLiveUser(db, id, { image });
      cache.dropUser(id);
      return user !== undefined;
    },
    /**
     * The team's users list (panel §2): e-mail search, type filter, date sort, a page at a time;
     * `onlyIds`, when given, keeps those users only (the partners awaiting verification).
     */
    listUsers: (request: ListRequest, onlyIds?: readonly number[]) => repo.listUsers(db, request, onlyIds),
    close: () => void unlisten(),
  };
}

export type UsersModule = ReturnType<typeof createUsersModule>;
