/** The explore module's public entry. */
export { createExploreModule, type ExploreModule } from './service.js';
export { exploreHandlers } from './handlers.js';
