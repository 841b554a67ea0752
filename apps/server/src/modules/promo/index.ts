/** The promo module's public entry. */
export { createPromoModule, type PromoModule } from './module.js';
export { promoHandlers } from './handlers.js';
