/** The share module's public entry. */
export { createShareModule, type ShareModule } from './service.js';
export { shareHandlers } from './handlers.js';
