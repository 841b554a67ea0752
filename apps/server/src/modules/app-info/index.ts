/** The app-info module's public entry. */
export { appInfoHandlers, createAppInfoModule, type AppInfoModule } from './handlers.js';
