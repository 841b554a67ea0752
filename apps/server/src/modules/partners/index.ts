/** The partners module's public entry. */
export { createPartnersModule, type PartnersModule } from './service.js';
export { partnerHandlers } from './handlers.js';
