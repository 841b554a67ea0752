/**
 * Named sets of features, each the one place that says who may do a thing (panel §1, §2, §6).
 * The contract's call access, the server's checks and the web's menu and route guard all read these.
 */
import { PANEL_FEATURES, type Feature } from './access.js';

const set = (...features: Feature[]): readonly Feature[] => features;

export const ROLES = {
  /** Anyone who sees the control panel at all. */
  panel: PANEL_FEATURES,
  /** Support staff: answer support chats, hear the staff channel. */
  supportStaff: set('admin', 'team'),
  /** Moderators: review story tasks, see every story whatever its state. */
  moderators: set('admin', 'moderation'),
  /** Staff who list users; they also get the full licence. */
  staff: set('admin', 'team', 'moderation'),
  /** Who reads promo codes. */
  promoCodeReaders: set('admin', 'team', 'moderation', 'promo'),
  /** Who creates promo codes. */
  promoCodeCreators: set('admin', 'team', 'promo'),
  /** Who reads partner earnings. */
  earningsReaders: set('promo', 'team'),
  /**
   * Partners, verified or not: they fill in their partner information (panel §6). Every partner keeps
   * promounmoderated; the team's verification adds promo beside it (decision 024).
   */
  partners: set('promounmoderated'),
  /** Verified partners: their own promo codes and their usage. */
  verifiedPartners: set('promo'),
  /** The feature a new partner gets (blogger registration, becoming a partner, the team's type change). */
  unverifiedPartners: set('promounmoderated'),
  /**
   * What an ordinary account (type 0) gets: the story chat in its menu (decision 028). A partner the
   * team turns back into an ordinary user gets it too.
   */
  ordinaryUsers: set('news'),
  /** Team members: change a user's type, verify partners. */
  team: set('team'),
  /** Payments and refunds. */
  payments: set('admin'),
} as const;
