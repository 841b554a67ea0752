/** The sync module's public entry: the long poll. */
export { createSyncModule, type SyncModule } from './service.js';
export { syncHandlers } from './handlers.js';
