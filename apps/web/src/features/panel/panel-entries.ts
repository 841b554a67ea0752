/**
 * The panel entries of panel §2, each shown exactly when the user has its feature as §2 lists
 * them (users: team; moderation: moderation; earnings: promo or team; promo codes: promo; partner
 * info: promounmoderated; payments: admin). The route guards (lib/access) follow §2's route table,
 * which opens some pages to more features than show their entry (an admin opens /panel/users).
 */
import { ChartLine, CreditCard, IdCard, LifeBuoy, ShieldCheck, Ticket, Users, type LucideIcon } from 'lucide-react';
import type { Feature } from '@tt/contract';
import { PANEL_ROUTE_FEATURES, type PanelRoute } from '../../lib/access';
import { paths } from '../../lib/paths';

export interface PanelEntry {
  /** The translation key, named as the panel spec names the entries. */
  key:
    | 'panel_users'
    | 'panel_moderation'
    | 'panel_earnings'
    | 'panel_promocodes'
    | 'panel_partnerinfo'
    | 'panel_payments'
    | 'panel_support';
  to: PanelRoute;
  icon: LucideIcon;
  /** The features that show the entry (any one of them). */
  features: readonly Feature[];
}

export const PANEL_ENTRIES: readonly PanelEntry[] = [
  { key: 'panel_users', to: paths.panelUsers, icon: Users, features: ['team'] },
  { key: 'panel_moderation', to: paths.panelModeration, icon: ShieldCheck, features: ['moderation'] },
  { key: 'panel_earnings', to: paths.panelEarnings, icon: ChartLine, features: ['promo', 'team'] },
  { key: 'panel_promocodes', to: paths.panelPromocodes, icon: Ticket, features: ['promo'] },
  { key: 'panel_partnerinfo', to: paths.panelPartnerInfo, icon: IdCard, features: ['promounmoderated'] },
  { key: 'panel_payments', to: paths.panelPayments, icon: CreditCard, features: ['admin'] },
  // not in the spec: the staff inbox shows for whoever may open it
  { key: 'panel_support', to: paths.panelSupport, icon: LifeBuoy, features: PANEL_ROUTE_FEATURES[paths.panelSupport] },
];

/** The features that show an entry. */
export const entryFeatures = (entry: PanelEntry) => entry.features;
