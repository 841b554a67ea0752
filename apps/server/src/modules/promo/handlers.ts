/** Promo codes, earnings and payouts (panel §7 and decision 021): parsed input → service. */
import { requireUser, type CallContext, type Handlers } from '../../context.js';
import type { PromoModule } from './module.js';

const promo = (ctx: CallContext): PromoModule => ctx.app.promo;

export const promoHandlers: Handlers = {
  'payments/promo/addcode': async (input, ctx) => promo(ctx).codes.add(requireUser(ctx).id, input),
  'payments/promo/list': async (input, ctx) => promo(ctx).codes.list(input, requireUser(ctx).id),
  'team/promo/list': async (input, ctx) => promo(ctx).codes.list(input),
  'payments/promo/codeusage': async (input, ctx) =>
    promo(ctx).earnings.usage(input.start, input.end, requireUser(ctx).id),
  'team/promo/codeusage': async (input, ctx) => promo(ctx).earnings.usage(input.start, input.end),
  'payments/payouts/list': async (_input, ctx) => promo(ctx).payouts.mine(requireUser(ctx).id),
  'team/payouts/list': async (input, ctx) => promo(ctx).payouts.list(input),
  'team/payouts/markpaid': async (input, ctx) => promo(ctx).payouts.markPaid(input.id, input.reference),
  'team/payouts/export': async (input, ctx) => promo(ctx).payouts.exportMonth(input.month),
};
