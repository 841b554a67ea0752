/** The audit module's public entry. */
export { createAuditModule, type AuditEntry, type AuditModule } from './service.js';
export { auditHandlers } from './handlers.js';
