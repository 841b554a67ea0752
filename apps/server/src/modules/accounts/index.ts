/** The accounts module's public entry. */
export { createAccountsModule, type AccountsDeps, type AccountsModule, type OwnerProof } from './service.js';
export { accountHandlers } from './handlers.js';
export { hashPassword, verifyPassword } from './passwords.js';
