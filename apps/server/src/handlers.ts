/** Every module's call handlers in one map; two modules answering the same path is a start-up error. */
import type { Handlers } from './context.js';
import { accountHandlers } from './modules/accounts/handlers.js';
import { appInfoHandlers } from './modules/app-info/handlers.js';
import { chatHandlers } from './modules/chat/handlers.js';
import { exploreHandlers } from './modules/explore/handlers.js';
import { fileHandlers } from './modules/library/files.js';
import { libraryHandlers } from './modules/library/handlers.js';
import { posterHandlers } from './modules/library/poster.js';
import { notificationHandlers } from './modules/notifications/handlers.js';
import { partnerHandlers } from './modules/partners/handlers.js';
import { paymentHandlers } from './modules/payments/handlers.js';
import { promoHandlers } from './modules/promo/handlers.js';
import { releaseHandlers } from './modules/releases/handlers.js';
import { pinHandlers } from './modules/pin/handlers.js';
import { uploadHandlers } from './modules/uploads/handlers.js';
import { shareHandlers } from './modules/share/handlers.js';
import { studioHandlers } from './modules/studio/handlers.js';
import { syncHandlers } from './modules/sync/handlers.js';

/** Merges handler maps, refusing a path that a second module also claims. */
export function mergeHandlers(modules: Record<string, Handlers>): Handlers {
  const merged: Record<string, unknown> = {};
  const owner: Record<string, string> = {};
  for (const [moduleName, map] of Object.entries(modules)) {
    for (const [path, handler] of Object.entries(map)) {
      if (owner[path]) throw new Error(`Call ${path} is handled by both ${owner[path]} and ${moduleName}`);
      owner[path] = moduleName;
      merged[path] = handler;
    }
  }
  return merged as Handlers;
}

export const handlers: Handlers = mergeHandlers({
  appInfo: appInfoHandlers,
  accounts: accountHandlers,
  studio: studioHandlers,
  library: libraryHandlers,
  chat: chatHandlers,
  notifications: notificationHandlers,
  sync: syncHandlers,
  share: shareHandlers,
  files: fileHandlers,
  payments: paymentHandlers,
  promo: promoHandlers,
  partners: partnerHandlers,
  releases: releaseHandlers,
  explore: exploreHandlers,
  pin: pinHandlers,
  uploads: uploadHandlers,
  posters: posterHandlers,
});
