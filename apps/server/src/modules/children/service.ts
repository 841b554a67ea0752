/**
 * Children's profiles (issue 26 §10, decision 063). The chosen child's birthday and language are
 * the account's own (users.bday, users.locale: the spec's single birthday), so the bot feed, Get
 * story, notifications and the real-time cohort follow the chosen child with no change of their own.
 * An account whose birthday was set before children existed, or set through user/info/commonEdit
 * since, has it as its chosen child: the list brings the two together when it is read. Every call
 * that changes which child the feed follows goes through the parental pin (throughPin below).
 */
import { randomBytes } from 'node:crypto';
import { CHILDREN_MAX, type Child, type ChildInput, type Locale } from '@tt/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { AccountsModule } from '../accounts/index.js';
import type { PinModule } from '../pin/index.js';
import * as repo from './repository.js';

export interface ChildrenDeps {
  db: Db;
  accounts: Pick<AccountsModule, 'editCommon'>;
  pin: Pick<PinModule, 'pinIsSet' | 'checkPin'>;
}

const newUid = () => `c-${randomBytes(6).toString('hex')}`;
const toChild = (row: repo.ChildRow): Child => ({
  uid: row.uid,
  name: row.name,
  birthday: row.birthday,
  locale: row.locale as Locale,
  avatar: row.avatar as Child['avatar'],
  chosen: row.chosen,
});
const notFound = () => new ApiProblem(404, 'errors.notFound');
const pinNeeded = () =>
  new ApiProblem(422, 'errors.invalidPin', 422, [
    { field: 'pin', key: 'errors.invalidPin', message: 'Invalid pincode' },
  ]);

/** What the feed would follow after a call: another birthday, language, or another child. */
interface FeedChange {
  bday?: string | null;
  locale?: string | null;
  /** another child becomes the chosen one (even with the same birthday and language) */
  switching?: boolean;
}

const childrenMax = () =>
  new ApiProblem(409, 'errors.childrenMax', 409, [
    { field: 'child', key: 'errors.childrenMax', message: `An account holds at most ${CHILDREN_MAX} children` },
  ]);

/**
 * The one rule for every call (issue 35 §2): the feed follows the account's birthday and language,
 * the chosen child's, so changing them, or which child is chosen, needs the pin when one is set.
 * Asked before anything is written.
 */
async function throughPin(
  pin: ChildrenDeps['pin'],
  user: UserRecord,
  change: FeedChange,
  givenPin: string | undefined,
): Promise<void> {
  const changes =
    change.switching ||
    (!!change.bday && change.bday !== user.bday) ||
    (!!change.locale && change.locale !== user.locale);
  if (!changes || !(await pin.pinIsSet(user.id))) return;
  if (!givenPin) throw pinNeeded();
  await pin.checkPin(user.id, givenPin);
}

/** The account's children, the chosen one made to match the account's birthday and language first. */
async function list(db: Db, user: UserRecord): Promise<repo.ChildRow[]> {
  const rows = await repo.listChildren(db, user.id);
  if (!user.bday) return rows;
  const chosen = rows.find((r) => r.chosen);
  if (!chosen) {
    // an account from before children, or a first birthday set in the wizard: it becomes the chosen child
    const values = { name: null, birthday: user.bday, locale: user.locale ?? 'en', avatar: 'star' };
    await repo.addChild(db, user.id, newUid(), values, { max: CHILDREN_MAX, ifNoneChosen: true });
    return repo.listChildren(db, user.id);
  }
  if (chosen.birthday === user.bday && (!user.locale || chosen.locale === user.locale)) return rows;
  // the birthday or language was changed in the profile: it is the chosen child's
  await repo.updateChild(db, user.id, chosen.uid, { birthday: user.bday, locale: user.locale ?? chosen.locale });
  return repo.listChildren(db, user.id);
}

export function createChildrenModule({ db, accounts, pin }: ChildrenDeps) {
  /** The account follows its chosen child: the feed and the cohort read the account's birthday and language. */
  const follow = (user: UserRecord, child: Pick<repo.ChildRow, 'birthday' | 'locale'>) =>
    accounts.editCommon(user, { bday: child.birthday, locale: child.locale as Locale });

  /** What a change answers: the rows as they now are (the account was just made to follow them). */
  const current = async (user: UserRecord) => ({ children: (await repo.listChildren(db, user.id)).map(toChild) });

  return {
    list: async (user: UserRecord) => ({ children: (await list(db, user)).map(toChild) }),

    /** user/info/commonEdit: the profile's birthday and language are the chosen child's. */
    async editInfo(user: UserRecord, info: { locale?: string | null; bday?: string | null }, givenPin?: string) {
      await throughPin(pin, user, info, givenPin);
      return accounts.editCommon(user, info);
    },

    async save(user: UserRecord, uid: string | undefined, input: z.output<typeof ChildInput>, givenPin?: string) {
      const rows = await list(db, user);
      const values = { name: input.name, birthday: input.birthday, locale: input.locale, avatar: input.avatar };
      const feedChange = { bday: values.birthday, locale: values.locale };
      if (!uid) {
        if (rows.length >= CHILDREN_MAX) throw childrenMax();
        if (rows.length === 0) await throughPin(pin, user, feedChange, givenPin);
        // the first child of a new account is the one the app is for; the limit is counted again under the lock
        const added = await repo.addChild(db, user.id, newUid(), values, { max: CHILDREN_MAX });
        if (added === 'full') throw childrenMax();
        if (added === 'gone') throw notFound();
        if (rows.length === 0) await follow(user, values);
        return current(user);
      }
      const row = rows.find((r) => r.uid === uid);
      if (!row) throw notFound();
      if (row.chosen) await throughPin(pin, user, feedChange, givenPin);
      await repo.updateChild(db, user.id, uid, values);
      if (row.chosen) await follow(user, values);
      return current(user);
    },

    async remove(user: UserRecord, uid: string, givenPin?: string) {
      const rows = await list(db, user);
      const row = rows.find((r) => r.uid === uid);
      if (!row) throw notFound();
      if (rows.length === 1) throw new ApiProblem(409, 'errors.lastChild');
      const next = rows.find((r) => r.uid !== uid)!;
      if (row.chosen) await throughPin(pin, user, { switching: true }, givenPin);
      await repo.deleteChild(db, user.id, uid);
      if (row.chosen) {
        await repo.chooseChild(db, user.id, next.uid);
        await follow(user, next);
      }
      return current(user);
    },

    async choose(user: UserRecord, uid: string, givenPin?: string) {
      const rows = await list(db, user);
      const row = rows.find((r) => r.uid === uid);
      if (!row) throw notFound();
      await throughPin(pin, user, { switching: !row.chosen }, givenPin);
      if (!row.chosen) {
        await repo.chooseChild(db, user.id, uid);
        await follow(user, row);
      }
      return current(user);
    },
  };
}

export type ChildrenModule = ReturnType<typeof createChildrenModule>;
