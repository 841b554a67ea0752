/**
 * Your data is yours (issue 26 §11, decision 060): the export (the account's rows as JSON and its
 * pictures, one zip) and the deletion (sessions revoked, the person erased, the books kept, an e-mail
 * to the address it had). Both are logged in privacy_log with who did it.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { localeOr, ROLES } from '@tt/contract';
import { ApiProblem } from '../../errors.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../mail/types.js';
import type { MediaStore } from '../../media/store.js';
import { familyVoiceFolder } from '../family-voice/index.js';
import type { UsersModule } from '../users/index.js';
import { deletedMail } from './mail-texts.js';
import * as repo from './repository.js';

export interface PrivacyDeps {
  db: Db;
  media: Pick<MediaStore, 'readKey' | 'prune'>;
  mailer: Mailer;
  users: Pick<UsersModule, 'findUserById' | 'revokeAllSessions'>;
  warn?(message: string): void;
}

const notFound = () => new ApiProblem(404, 'errors.notFound');
/**
 * Staff accounts are not exported or deleted through a parent's request: the team changes those
 * itself. One rule for both (issue 35 §4); a person's own account is always theirs.
 */
function refuseStaffSubject(subject: { features: readonly string[] }, subjectId: number, actorId: number): void {
  const staff = subject.features.some((f) => (ROLES.staff as readonly string[]).includes(f));
  if (actorId !== subjectId && staff) throw new ApiProblem(403, 'errors.forbidden');
}

/** The media keys of the account's picture and its thumbnail (uploads/service.ts names them). */
export function pictureKeys(image: string | null): string[] {
  const key = image?.startsWith('/media/') ? image.slice('/media/'.length) : null;
  return key ? [key, key.replace(/\.jpg$/, '-small.jpg')] : [];
}

export function createPrivacyModule({ db, media, mailer, users, warn = console.warn }: PrivacyDeps) {
  return {
    /** The zip: data.json (every row, secrets left out) and pictures/<name> for each uploaded file. */
    async exportAccount(subjectId: number, actorId: number, note: string | null = null): Promise<Uint8Array> {
      const data = await repo.readAccountData(db, subjectId);
      if (!data || data.account.deletedAt) throw notFound();
      refuseStaffSubject(data.account, subjectId, actorId);
      const files: Zippable = {};
      for (const key of pictureKeys(data.account.image)) {
        const bytes = await media.readKey(key);
        if (bytes) files[`pictures/${key.split('/').pop()}`] = new Uint8Array(bytes);
      }
      await repo.logPrivacyAction(db, { subjectId, actorId, action: 'export', note });
      const json = JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2);
      // pictures are JPEG already: stored, not deflated again
      return zipSync({ 'data.json': strToU8(json), ...files }, { level: 6 });
    },

    /** Deletes the account at once; the e-mail goes to the address it had, in its language. */
    async deleteAccount(subjectId: number, actorId: number, note: string | null = null): Promise<void> {
      const user = await users.findUserById(subjectId);
      if (!user || user.deletedAt) throw notFound();
      refuseStaffSubject(user, subjectId, actorId);
      // first: every open page and socket of the account ends now, in every process
      await users.revokeAllSessions(subjectId);
      const recorded = await repo.eraseAccount(db, subjectId, user.email);
      await media.prune(`users/${subjectId}`, []);
      for (const story of recorded) await media.prune(familyVoiceFolder(subjectId, story), []);
      await repo.logPrivacyAction(db, { subjectId, actorId, action: 'delete', note });
      if (user.email)
        await mailer
          .send(deletedMail(localeOr(user.locale), user.email))
          .catch((err: Error) => warn(`account deletion mail to user ${subjectId} failed: ${err.message}`));
    },
  };
}

export type PrivacyModule = ReturnType<typeof createPrivacyModule>;
