/** The panel entries of panel §2, each shown only with one of its features. */
import type { Feature } from '@tt/contract';
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
  to: string;
  features: readonly Feature[];
  icon: string;
}

export const PANEL_ENTRIES: readonly PanelEntry[] = [
  { key: 'panel_users', to: paths.panelUsers, features: ['team'], icon: '👥' },
  { key: 'panel_moderation', to: paths.panelModeration, features: ['moderation'], icon: '🛡️' },
  { key: 'panel_earnings', to: paths.panelEarnings, features: ['promo', 'team'], icon: '📈' },
  { key: 'panel_promocodes', to: paths.panelPromocodes, features: ['promo'], icon: '🎟️' },
  { key: 'panel_partnerinfo', to: paths.panelPartnerInfo, features: ['promounmoderated'], icon: '🪪' },
  { key: 'panel_payments', to: paths.panelPayments, features: ['admin'], icon: '💳' },
  { key: 'panel_support', to: paths.panelSupport, features: ['admin', 'team'], icon: '🛟' },
];
