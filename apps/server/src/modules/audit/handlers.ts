/** team/audit/list: parsed input → the audit module. */
import { requireUser, type Handlers } from '../../context.js';
import type { AuditModule } from './service.js';

export const auditHandlers = (audit: AuditModule): Handlers => ({
  'team/audit/list': async (input, ctx) => audit.listFor(requireUser(ctx), input.subject),
});
