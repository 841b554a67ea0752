/** The payments module's public entry. */
export { createPaymentsModule, type PaymentsModule, type PaymentsModuleDeps } from './module.js';
export { paymentHandlers, registerBankNotifications } from './handlers.js';
