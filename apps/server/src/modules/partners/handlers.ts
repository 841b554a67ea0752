/** partner/info/* and team/partner/*, team/users/*: parsed input → the partners module. */
import { requireUser, type Handlers } from '../../context.js';
import type { PartnersModule } from './service.js';

export const partnerHandlers = (partners: PartnersModule): Handlers => ({
  'partner/info/get': async (_input, ctx) => partners.own(requireUser(ctx)),
  'partner/info/update': async (input, ctx) => partners.updateOwn(requireUser(ctx), input),
  'team/partner/info': async (input) => partners.ofPartner(input.userid),
  'team/partner/info/update': async (input, ctx) => partners.updatePartner(input.userid, input, requireUser(ctx)),
  'team/partner/verify': async (input, ctx) => partners.verify(input.userid, requireUser(ctx)),
  'team/partner/unverify': async (input, ctx) => partners.unverify(input.userid, input.reason, requireUser(ctx)),
  'team/users/list': async (input) => partners.listUsers(input),
  'team/users/changetype': async (input, ctx) => partners.changeType(input.id, input.type, requireUser(ctx)),
});
