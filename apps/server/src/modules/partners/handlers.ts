/** partner/info/* and team/partner/*, team/users/*: parsed input → the partners service. */
import { requireUser, type CallContext, type Handlers } from '../../context.js';
import { createPartnersService } from './service.js';

const partners = (ctx: CallContext) => createPartnersService(ctx.app.db);

export const partnerHandlers: Handlers = {
  'partner/info/get': async (_input, ctx) => partners(ctx).own(requireUser(ctx)),
  'partner/info/update': async (input, ctx) => partners(ctx).updateOwn(requireUser(ctx), input),
  'team/partner/info': async (input, ctx) => partners(ctx).ofPartner(input.userid),
  'team/partner/info/update': async (input, ctx) => partners(ctx).updatePartner(input.userid, input),
  'team/partner/verify': async (input, ctx) => partners(ctx).verify(input.userid, requireUser(ctx)),
  'team/partner/unverify': async (input, ctx) => partners(ctx).unverify(input.userid),
  'team/users/list': async (input, ctx) => partners(ctx).listUsers(input),
  'team/users/changetype': async (input, ctx) => partners(ctx).changeType(input.id, input.type),
};
