/**
 * The licence module's public entry: a user's licence and the one decision on who may play a story
 * (licence.ts, decision 008), built once by createLicenceModule from the payments module's running plans.
 */
import { storyRefusal, userLicence, type LicensedUser, type RunningPlans, type StoryAccess } from './licence.js';

export {
  isLightMode,
  licenceCovers,
  type LicensedUser,
  type RunningPlans,
  type StoryAccess,
  type StoryRefusal,
} from './licence.js';
/** For the payments module, which answers the licence beside the user's plans from its own read. */
export { licenceFor } from './licence.js';

export function createLicenceModule({ plans }: { plans: RunningPlans }) {
  return {
    userLicence: (user: LicensedUser, now?: Date) => userLicence(plans, user, now),
    storyRefusal: (user: LicensedUser | null, story: StoryAccess) => storyRefusal(plans, user, story),
  };
}

export type LicenceModule = ReturnType<typeof createLicenceModule>;
