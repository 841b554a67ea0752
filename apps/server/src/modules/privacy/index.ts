/** The privacy module's public entry: the account's export and deletion (decision 060). */
export { createPrivacyModule, type PrivacyModule } from './service.js';
export { privacyHandlers, privacyRoutes } from './handlers.js';
