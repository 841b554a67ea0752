/** Promo codes, earnings and payouts (panel §7 and decision 021): parsed input → service. */
import { requireUser, type Handlers } from '../../context.js';
import type { PromoModule } from './module.js';

export const promoHandlers = (promo: PromoModule): Handlers => ({
  'payments/promo/addcode': async (input, ctx) => promo.codes.add(requireUser(ctx), input),
  'payments/promo/list': async (input, ctx) => promo.codes.list(input, requireUser(ctx).id),
  'team/promo/list': async (input) => promo.codes.list(input),
  'payments/promo/codeusage': async (input, ctx) => promo.earnings.usage(input.start, input.end, requireUser(ctx).id),
  'team/promo/codeusage': async (input) => promo.earnings.usage(input.start, input.end),
  'payments/promo/notices': async (_input, ctx) => promo.earnings.noticeSettings(requireUser(ctx).id),
  'payments/promo/notices/update': async (input, ctx) => promo.earnings.saveNoticeSettings(requireUser(ctx).id, input),
  'payments/payouts/list': async (_input, ctx) => promo.payouts.mine(requireUser(ctx).id),
  'team/payouts/list': async (input) => promo.payouts.list(input),
  'team/payouts/markpaid': async (input, ctx) =>
    promo.payouts.markPaid(input.id, input.reference, new Date(), requireUser(ctx).id),
  'team/payouts/unmarkpaid': async (input, ctx) => promo.payouts.unmarkPaid(input.id, new Date(), requireUser(ctx).id),
  'promo/referral/visit': async (input) => promo.referrals.visit(input.code),
  'payments/promo/pause': async (input, ctx) => promo.referrals.pause(requireUser(ctx).id, input.id, input.paused),
  'payments/promo/numbers': async (input, ctx) => promo.referrals.numbers(requireUser(ctx).id, input.month),
  'team/promo/numbers': async (input) => promo.referrals.numbers(input.owner, input.month),
  'team/payouts/export': async (input) => promo.payouts.exportMonth(input.month),
});
