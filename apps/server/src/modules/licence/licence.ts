/**
 * A user's licence (consumer §3) and what it lets them play (decision 008, updated by 015): staff get
 * a full licence; a user whose active or demo plan runs gets a full one until its end (ValidTo);
 * everyone else LIGHT_MODE. Nothing else decides it.
 */
import { hasAnyFeature, LICENCE, ROLES, type Licence, type Principal } from '@tt/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LicensedUser extends Principal {
  id: number;
}

/** What the licence asks of the payments module, which owns the user plans (handed in by app.ts). */
export interface RunningPlans {
  /** When the user's running plan (active or demo) ends; null when none runs. */
  runningPlanEnd(userId: number, now: Date): Promise<Date | null>;
}

/** The licence of a user whose running plan ends at `planEnd` (null: none runs). */
export function licenceFor(user: Principal, planEnd: Date | null): Licence {
  // staff make and check stories, so they must see every one of them
  if (hasAnyFeature(user, ROLES.staff)) return { ProductCode: 'full', Permissions: [], ValidTo: null };
  if (planEnd) return { ProductCode: 'full', Permissions: [], ValidTo: planEnd.toISOString() };
  return { ProductCode: 'light', Permissions: [{ code: LICENCE.lightModeCode }], ValidTo: null };
}

export async function userLicence(plans: RunningPlans, user: LicensedUser, now = new Date()): Promise<Licence> {
  if (hasAnyFeature(user, ROLES.staff)) return licenceFor(user, null);
  return licenceFor(user, await plans.runningPlanEnd(user.id, now));
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
  plans: RunningPlans,
  user: LicensedUser | null,
  story: StoryAccess,
): Promise<StoryRefusal | null> {
  if (!user) return story.topic === 'aboutStory' || story.viaShare ? null : 'needCredentials';
  return licenceCovers(await userLicence(plans, user), story) ? null : 'licence';
}
