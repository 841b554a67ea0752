/**
 * Share links (consumer §7 userdata/PublicSettings): settings stored behind a short id. Exported
 * for the library and page hints: whether a share opens a story.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { ERROR_CODES, hasAnyFeature, ROLES, ShareSettings } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import type { LicenceModule, LicensedUser } from '../licence/index.js';
import type { StudioModule } from '../studio/index.js';
import * as repo from './repository.js';

/** The story a share link points at (its path is /stories/{uid}), or null for any other link. */
function sharedStoryUid(url: string): string | null {
  try {
    const match = /^\/stories\/([^/]+)$/.exec(new URL(url, 'http://share.local').pathname);
    return match ? decodeURIComponent(match[1]!) : null;
  } catch {
    return null;
  }
}

export interface ShareDeps {
  db: Db;
  stories: Pick<StudioModule, 'findPlayableStory'>;
  licence: Pick<LicenceModule, 'storyRefusal'>;
}

export function createShareModule({ db, stories, licence }: ShareDeps) {
  /** The settings behind a share id, or null for an unknown id or settings that no longer parse. */
  async function findShare(id: string): Promise<z.output<typeof ShareSettings> | null> {
    const parsed = ShareSettings.safeParse(await repo.findShareInfo(db, id));
    return parsed.success ? parsed.data : null;
  }

  /**
   * A share opens its story to anyone, so only someone who may play the story may share it:
   * otherwise a share would get round the licence (decision 008).
   */
  async function checkMayShare(user: LicensedUser | null, url: string): Promise<void> {
    const uid = sharedStoryUid(url);
    if (!uid) return;
    const story = await stories.findPlayableStory(uid, { drafts: hasAnyFeature(user, ROLES.moderators) });
    if (!story) throw new ApiProblem(404, 'errors.notFound');
    if (await licence.storyRefusal(user, { topic: story.topic, publishedAt: story.publishedAt, viaShare: false }))
      throw new ApiProblem(403, 'errors.licence', ERROR_CODES.licence);
  }

  return {
    findShare,

    /** Whether a share link points at this story, so a visitor may play it. */
    async shareOpensStory(shareId: string, storyUid: string): Promise<boolean> {
      const share = await findShare(shareId);
      return !!share && sharedStoryUid(share.url) === storyUid;
    },

    /** Stores the settings under the asked id (when it looks like one) or a new one. */
    async createShare(
      user: LicensedUser | null,
      wantedId: string | undefined,
      info: z.output<typeof ShareSettings>,
    ): Promise<string> {
      await checkMayShare(user, info.url);
      const id = wantedId && /^[\w-]{6,64}$/.test(wantedId) ? wantedId : randomBytes(9).toString('base64url');
      if (!(await repo.insertShare(db, id, info, user?.id ?? null))) throw new ApiProblem(409, 'errors.linkFailed');
      return id;
    },
  };
}

export type ShareModule = ReturnType<typeof createShareModule>;
