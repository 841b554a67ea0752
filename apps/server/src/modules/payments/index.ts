/** The payments module's public entry. */
export { createPaymentsModule, type PaymentsModule, type PaymentsModuleDeps } from './module.js';
export { createCodedPayments } from './coded-payments.js';
export { paymentHandlers, paymentRoutes } from './handlers.js';
