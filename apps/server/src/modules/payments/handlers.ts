/** payments/* and admin/payments/* calls, and the bank's notification endpoint: parsed input → service. */
import { requireUser, type Handlers, type RouteHandlers } from '../../context.js';
import type { PaymentsModule } from './module.js';

export const paymentHandlers = (payments: PaymentsModule): Handlers => ({
  'payments/identity': async (input, ctx) => payments.service.identity(requireUser(ctx), input.planid, input.period),
  'payments/userplans': async (_input, ctx) => payments.service.userPlans(requireUser(ctx)),
  'payments/checkpromo': async (input) => payments.service.checkPromo(input.code, input.planid),
  'payments/init': async (input, ctx) => payments.service.start(requireUser(ctx), input, ctx.locale),
  'payments/cancel/subscription': async (_input, ctx) => payments.service.cancelSubscription(requireUser(ctx)),
  'admin/payments/list': async (input) => payments.list.list(input),
  'admin/payments/export': async (input) => payments.list.csv(input),
  'admin/payments/refund': async (input, ctx) =>
    payments.refunds.refund(input.id, input.value, {
      actorId: requireUser(ctx).id,
      reason: input.reason,
      note: input.note,
    }),
});

/** The route payments/tbank/notification: JSON as the bank sends it; `OK` once the change is committed. */
export const paymentRoutes = (module: PaymentsModule): RouteHandlers => ({
  'payments/tbank/notification': async (request) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const answer = await module.service.notification(body);
    return { headers: { 'content-type': 'text/plain' }, body: answer };
  },
});
