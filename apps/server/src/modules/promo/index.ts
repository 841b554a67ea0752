/** The promo module's public entry. */
export { createPromoCodes, type PromoCodes } from './codes.js';
export { createPromoModule, type PromoModule, type PromoModuleDeps } from './module.js';
export { promoHandlers } from './handlers.js';
