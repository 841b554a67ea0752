/** The sync module's public entry: the long poll. */
export { createSyncModule, syncHandlers, type SyncModule } from './handlers.js';
