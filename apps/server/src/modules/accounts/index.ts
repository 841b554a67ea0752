/**
 * The accounts module's public entry: registration, e-mail confirmation, sign-in (password and
 * Google) and password restore, over the users module's records and sessions. Its own table is
 * the e-mail links (email_tokens). Built once by createAccountsModule.
 */
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import type { Mailer } from '../../mail/types.js';
import type { UsersModule } from '../users/index.js';

export { accountHandlers } from './handlers.js';
export { hashPassword, verifyPassword } from './passwords.js';

export interface AccountsDeps {
  db: Db;
  users: Pick<
    UsersModule,
    | 'findUserById'
    | 'findUserByEmail'
    | 'findUserByGoogleSub'
    | 'insertUser'
    | 'updateUser'
    | 'createSession'
    | 'revokeSession'
    | 'revokeAllSessions'
  >;
  /** A confirmed address earns an ordinary account its one free trial (the payments module decides). */
  trials: { grantTrial(user: UserRecord): Promise<unknown> };
  mailer: Mailer;
  config: { publicUrl: () => string; google: Config['google'] };
}

export function createAccountsModule({ db, users, trials, mailer, config }: AccountsDeps) {
  return { db, users, trials, mailer, publicUrl: config.publicUrl, google: config.google };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
