/** The releases module's public entry. */
export { createReleasesModule, type ReleasesModule } from './service.js';
export { releaseHandlers } from './handlers.js';
