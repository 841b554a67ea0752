/** team/audit/list: parsed input → the audit module. */
import type { Handlers } from '../../context.js';
import type { AuditModule } from './service.js';

export const auditHandlers = (audit: AuditModule): Handlers => ({
  'team/audit/list': async (input) => audit.listFor(input.subject),
});
