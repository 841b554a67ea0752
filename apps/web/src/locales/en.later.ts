/**
 * English texts of the pages that load on demand (the partner programme, promo codes and earnings, plans
 * and payments, the text pages): they come with the first such page (lib/i18n loadLaterTexts), not with
 * the story page most visits open (issue 32 §6).
 */
import { enOnDemand } from './en.on-demand';
import { enPages } from './en.pages';
import { enPartners } from './en.partners';
import { enPayments } from './en.payments';
import { enPromo } from './en.promo';

export const enLater = {
  ...enPages,
  ...enOnDemand,
  ...enPayments,
  ...enPromo,
  ...enPartners,
};
export type LaterKey = keyof typeof enLater;
