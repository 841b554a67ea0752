/** payments/* and admin/payments/* calls, and the bank's notification endpoint: parsed input → service. */
import type { FastifyInstance } from 'fastify';
import { requireUser, type Handlers } from '../../context.js';
import type { PaymentsModule } from './module.js';

export const paymentHandlers = (payments: PaymentsModule): Handlers => ({
  'payments/identity': async (input, ctx) => payments.service.identity(requireUser(ctx), input.planid, input.period),
  'payments/userplans': async (_input, ctx) => payments.service.userPlans(requireUser(ctx)),
  'payments/checkpromo': async (input) => payments.service.checkPromo(input.code, input.planid),
  'payments/init': async (input, ctx) => payments.service.start(requireUser(ctx), input, ctx.locale),
  'payments/cancel/subscription': async (_input, ctx) => payments.service.cancelSubscription(requireUser(ctx)),
  'admin/payments/list': async (input) => payments.refunds.list(input),
  'admin/payments/refund': async (input, ctx) =>
    payments.refunds.refund(input.id, input.value, { actorId: requireUser(ctx).id }),
});

/** POST /api/payments/tbank/notification: JSON as the bank sends it; `OK` once the change is committed. */
export function registerBankNotifications(fastify: FastifyInstance, module: PaymentsModule): void {
  fastify.post('/api/payments/tbank/notification', async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const answer = await module.service.notification(body);
    return reply.type('text/plain').send(answer);
  });
}
