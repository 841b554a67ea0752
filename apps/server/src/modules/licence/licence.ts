/**
 * A user's licence (consumer §3) and what it lets them play (decision 008). There is no payments
 * module yet, so nobody has an active plan: staff get a full licence, everyone else LIGHT_MODE.
 * The payments issue replaces "no active plan" with the user's real plans here, and only here.
 */
import { hasAnyFeature, LICENCE, ROLES, type Licence, type Principal } from '@tt/contract';
import type { Db } from '../../db/client.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LicensedUser extends Principal {
  id: number;
}

/** `db` is unused until user plans exist; callers already pass it so the signature stays. */
export async function userLicence(_db: Db, user: LicensedUser): Promise<Licence> {
  // staff make and check stories, so they must see every one of them
  if (hasAnyFeature(user, ROLES.staff)) return { ProductCode: 'full', Permissions: [], ValidTo: null };
  return { ProductCode: 'light', Permissions: [{ code: LICENCE.lightModeCode }], ValidTo: null };
}

export const isLightMode = (licence: Licence) => licence.Permissions.some((p) => p.code === LICENCE.lightModeCode);

export interface StoryAccess {
  topic: string;
  publishedAt: Date | null;
  /** Opened through a share link that points at this story. */
  viaShare: boolean;
}

/** A light licence plays stories about Tiny Tidings, shared stories, and those of the last 7 days. */
export function licenceCovers(licence: Licence, story: StoryAccess, now = new Date()): boolean {
  if (!isLightMode(licence) || story.topic === 'aboutStory' || story.viaShare) return true;
  return !!story.publishedAt && now.getTime() - story.publishedAt.getTime() <= LICENCE.lightModeRecentDays * DAY_MS;
}

/** Why a story may not be played: a visitor must sign in, a user's licence does not cover it. */
export type StoryRefusal = 'needCredentials' | 'licence';

/**
 * The one decision on who may play a story (decision 008), used when a story is opened and when a
 * share link to it is made. Visitors play stories about Tiny Tidings and shared ones; users as far
 * as their licence goes.
 */
export async function storyRefusal(
  db: Db,
  user: LicensedUser | null,
  story: StoryAccess,
): Promise<StoryRefusal | null> {
  if (!user) return story.topic === 'aboutStory' || story.viaShare ? null : 'needCredentials';
  return licenceCovers(await userLicence(db, user), story) ? null : 'licence';
}
