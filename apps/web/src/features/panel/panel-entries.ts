/**
 * The panel entries of panel §2. Each shows exactly when its page opens: the features come from
 * the route's role set (lib/access), so the menu and the route guard cannot disagree.
 */
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
  icon: string;
}

export const PANEL_ENTRIES: readonly PanelEntry[] = [
  { key: 'panel_users', to: paths.panelUsers, icon: '👥' },
  { key: 'panel_moderation', to: paths.panelModeration, icon: '🛡️' },
  { key: 'panel_earnings', to: paths.panelEarnings, icon: '📈' },
  { key: 'panel_promocodes', to: paths.panelPromocodes, icon: '🎟️' },
  { key: 'panel_partnerinfo', to: paths.panelPartnerInfo, icon: '🪪' },
  { key: 'panel_payments', to: paths.panelPayments, icon: '💳' },
  { key: 'panel_support', to: paths.panelSupport, icon: '🛟' },
];

/** The features that show an entry: those that open its page. */
export const entryFeatures = (entry: PanelEntry) => PANEL_ROUTE_FEATURES[entry.to];
