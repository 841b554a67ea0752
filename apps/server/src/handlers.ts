/**
 * Every module's call handlers in one map, each bound to its module (`(module) => Handlers`), and the
 * handlers of the routes that are not JSON calls likewise; two modules answering the same path is a
 * start-up error.
 */
import type { Handlers, RouteHandlers } from './context.js';
import { accountHandlers, type AccountsModule } from './modules/accounts/index.js';
import { appInfoHandlers, type AppInfoModule } from './modules/app-info/index.js';
import { auditHandlers, type AuditModule } from './modules/audit/index.js';
import { chatHandlers, type ChatModule } from './modules/chat/index.js';
import { exploreHandlers, type ExploreModule } from './modules/explore/index.js';
import { libraryHandlers, type LibraryModule } from './modules/library/index.js';
import { notificationHandlers, type NotificationsModule } from './modules/notifications/index.js';
import { partnerHandlers, type PartnersModule } from './modules/partners/index.js';
import { paymentHandlers, paymentRoutes, type PaymentsModule } from './modules/payments/index.js';
import { childrenHandlers, type ChildrenModule } from './modules/children/index.js';
import { pinHandlers, type PinModule } from './modules/pin/index.js';
import { promoHandlers, type PromoModule } from './modules/promo/index.js';
import { releaseHandlers, type ReleasesModule } from './modules/releases/index.js';
import { shareHandlers, type ShareModule } from './modules/share/index.js';
import { narrationRoutes, studioHandlers, type StudioModule } from './modules/studio/index.js';
import { syncHandlers, type SyncModule } from './modules/sync/index.js';
import { uploadHandlers, uploadRoutes, type UploadsModule } from './modules/uploads/index.js';
import { privacyHandlers, privacyRoutes, type PrivacyModule } from './modules/privacy/index.js';
import { familyVoiceHandlers, familyVoiceRoutes, type FamilyVoiceModule } from './modules/family-voice/index.js';

/** The modules that answer calls, as app.ts built them. */
export interface CallModules {
  appInfo: AppInfoModule;
  accounts: AccountsModule;
  studio: StudioModule;
  library: LibraryModule;
  chat: ChatModule;
  notifications: NotificationsModule;
  sync: SyncModule;
  share: ShareModule;
  payments: PaymentsModule;
  promo: PromoModule;
  partners: PartnersModule;
  audit: AuditModule;
  releases: ReleasesModule;
  explore: ExploreModule;
  pin: PinModule;
  children: ChildrenModule;
  uploads: UploadsModule;
  privacy: PrivacyModule;
  familyVoice: FamilyVoiceModule;
}

/** Merges handler maps, refusing a path that a second module also claims. */
export function mergeHandlers<H extends Handlers | RouteHandlers>(modules: Record<string, H>): H {
  const merged: Record<string, unknown> = {};
  const owner: Record<string, string> = {};
  for (const [moduleName, map] of Object.entries(modules)) {
    for (const [path, handler] of Object.entries(map)) {
      if (owner[path]) throw new Error(`Call ${path} is handled by both ${owner[path]} and ${moduleName}`);
      owner[path] = moduleName;
      merged[path] = handler;
    }
  }
  return merged as H;
}

export function bindHandlers(m: CallModules): Handlers {
  return mergeHandlers({
    appInfo: appInfoHandlers(m.appInfo),
    accounts: accountHandlers(m.accounts),
    studio: studioHandlers(m.studio),
    audit: auditHandlers(m.audit),
    library: libraryHandlers(m.library),
    chat: chatHandlers(m.chat),
    notifications: notificationHandlers(m.notifications),
    sync: syncHandlers(m.sync),
    share: shareHandlers(m.share),
    payments: paymentHandlers(m.payments),
    promo: promoHandlers(m.promo),
    partners: partnerHandlers(m.partners),
    releases: releaseHandlers(m.releases),
    explore: exploreHandlers(m.explore),
    pin: pinHandlers(m.pin),
    children: childrenHandlers(m.children),
    uploads: uploadHandlers(m.uploads),
    privacy: privacyHandlers(m.privacy),
    familyVoice: familyVoiceHandlers(m.familyVoice),
  });
}

/** The handlers of the routes that are not JSON calls (contract calls/routes.ts). */
export function bindRoutes(m: CallModules): RouteHandlers {
  return mergeHandlers<RouteHandlers>({
    uploads: uploadRoutes(m.uploads),
    privacy: privacyRoutes(m.privacy),
    studio: narrationRoutes(m.studio),
    familyVoice: familyVoiceRoutes(m.familyVoice),
    payments: paymentRoutes(m.payments),
  });
}
