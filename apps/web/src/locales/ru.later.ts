/** Russian texts of the pages that load on demand; the same keys as en.later.ts. */
import type { LaterKey } from './en.later';
import { ruOnDemand } from './ru.on-demand';
import { ruPages } from './ru.pages';
import { ruPartners } from './ru.partners';
import { ruPayments } from './ru.payments';
import { ruPromo } from './ru.promo';

export const ruLater: Record<LaterKey, string> = {
  ...ruPages,
  ...ruOnDemand,
  ...ruPayments,
  ...ruPromo,
  ...ruPartners,
};
