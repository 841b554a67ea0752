/**
 * Your data is yours (issue 26 §11, decision 060): the export (the account's rows as JSON and its
 * pictures, one zip) and the deletion (sessions revoked, the person erased, the books kept, an e-mail
 * to the address it had). Both are logged in privacy_log with who did it.
 */
import type { Readable } from 'node:stream';
import { strToU8 } from 'fflate';
import { ROLES, type AccountDeleteProof } from '@tt/contract';
import type { z } from 'zod';
import { ApiProblem } from '../../errors.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../mail/types.js';
import type { MediaStore } from '../../media/store.js';
import type { UserRecord } from '../../db/schema.js';
import type { AccountsModule } from '../accounts/index.js';
import { familyVoiceFolder, familyVoicesOf } from '../family-voice/index.js';
import type { PinModule } from '../pin/index.js';
import { parentLocaleOf, type UsersModule } from '../users/index.js';
import { exportReadme } from './export-readme.js';
import { zipStream, type ZipEntry } from './export-zip.js';
import { deletedMail } from './mail-texts.js';
import { EXPORT_SECTIONS, readAccountData } from './repositories/account-data.js';
import * as repo from './repository.js';

export interface PrivacyDeps {
  db: Db;
  media: Pick<MediaStore, 'readKey' | 'prune'>;
  mailer: Mailer;
  users: Pick<UsersModule, 'findUserById' | 'revokeAllSessions'>;
  /** Proof the owner is at the screen (the password or a fresh Google sign-in). */
  owner: Pick<AccountsModule, 'confirmOwner'>;
  pin: Pick<PinModule, 'pinIsSet' | 'checkPin'>;
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
const pinNeeded = () =>
  new ApiProblem(422, 'errors.invalidPin', 422, [
    { field: 'pin', key: 'errors.invalidPin', message: 'Invalid pincode' },
  ]);

/** The media keys of the account's picture and its thumbnail (uploads/service.ts names them). */
export function pictureKeys(image: string | null): string[] {
  const key = image?.startsWith('/media/') ? image.slice('/media/'.length) : null;
  return key ? [key, key.replace(/\.jpg$/, '-small.jpg')] : [];
}

export function createPrivacyModule({ db, media, mailer, users, owner, pin, warn = console.warn }: PrivacyDeps) {
  return {
    /**
     * The zip (issue 32 §2): README.txt saying what each file is, data.json (every section of
     * repositories/account-data.ts), pictures/ and recordings/<story>/ with the audio of the family's readings.
     */
    async exportAccount(subjectId: number, actorId: number, note: string | null = null): Promise<Readable> {
      const subject = await users.findUserById(subjectId);
      if (!subject || subject.deletedAt) throw notFound();
      refuseStaffSubject(subject, subjectId, actorId);
      const data = await readAccountData(db, subjectId);
      if (!data) throw notFound();
      await repo.logPrivacyAction(db, { subjectId, actorId, action: 'export', note });
      const account = data.account as { image: string | null; locale: string | null; parentLocale: string | null };
      const recordings = data.storyRecordings as { story: string; scenes: { audio: string }[] }[];
      const now = new Date();
      async function* entries(): AsyncGenerator<ZipEntry> {
        yield { name: 'README.txt', data: strToU8(exportReadme(parentLocaleOf(account), EXPORT_SECTIONS, now)) };
        yield { name: 'data.json', data: strToU8(JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2)) };
        for (const key of pictureKeys(account.image)) {
          const bytes = await media.readKey(key);
          if (bytes) yield { name: `pictures/${key.split('/').pop()}`, data: bytes, stored: true };
        }
        for (const { story, scenes } of recordings)
          for (const { audio } of scenes) {
            const bytes = await media.readKey(`${familyVoiceFolder(subjectId, story)}/${audio}`);
            if (bytes) yield { name: `recordings/${story}/${audio}`, data: bytes, stored: true };
          }
      }
      return zipStream(entries());
    },

    /** The daily retention pass (jobs/retention-jobs.ts): what is past its keeping period goes. */
    pruneExpired: (now = new Date()) => repo.pruneExpired(db, now),

    /**
     * The account's own deletion: a session is not enough (a borrowed phone, a child past the pin gate),
     * so it asks for the password or a fresh Google sign-in, and the parental pin where one is set.
     */
    async deleteOwnAccount(user: UserRecord, proof: z.output<typeof AccountDeleteProof>): Promise<void> {
      await owner.confirmOwner(user, proof);
      if (await pin.pinIsSet(user.id)) {
        if (!proof.pin) throw pinNeeded();
        await pin.checkPin(user.id, proof.pin);
      }
      await erase(user.id, user.id, null);
    },

    /** Staff on a parent's written request (the note names it); a staff account is not deleted this way. */
    deleteAccount: (subjectId: number, actorId: number, note: string) => erase(subjectId, actorId, note),
  };

  /** Deletes the account at once; the e-mail goes to the address it had, in the parent's language. */
  async function erase(subjectId: number, actorId: number, note: string | null): Promise<void> {
    const user = await users.findUserById(subjectId);
    if (!user || user.deletedAt) throw notFound();
    refuseStaffSubject(user, subjectId, actorId);
    // first: every open page and socket of the account ends now, in every process
    await users.revokeAllSessions(subjectId);
    const recorded = await repo.eraseAccount(db, subjectId, user.email, { actorId, note });
    // after the commit: a save that came first is erased with the rest, a later one finds the account gone
    await media.prune(`users/${subjectId}`, []);
    for (const story of recorded) await media.prune(familyVoiceFolder(subjectId, story), []);
    await media.prune(familyVoicesOf(subjectId), []).catch(() => {}); // its emptied folder; a save's last file
    if (user.email)
      await mailer
        .send(deletedMail(parentLocaleOf(user), user.email))
        .catch((err: Error) => warn(`account deletion mail to user ${subjectId} failed: ${err.message}`));
  }
}

export type PrivacyModule = ReturnType<typeof createPrivacyModule>;
