/** Children's profiles' calls (contract calls/children.ts), and the profile's birthday and language. */
import { requireUser, type Handlers } from '../../context.js';
import type { ChildrenModule } from './service.js';

export const childrenHandlers = (children: ChildrenModule): Handlers => ({
  'user/children/list': async (_input, ctx) => children.list(requireUser(ctx)),
  'user/children/save': async (input, ctx) => children.save(requireUser(ctx), input.uid, input.child, input.pin),
  'user/children/remove': async (input, ctx) => children.remove(requireUser(ctx), input.uid, input.pin),
  // the profile's birthday and language are the chosen child's (decision 063)
  'user/info/commonEdit': async (input, ctx) => children.editInfo(requireUser(ctx), input.info, input.pin),
  'user/children/choose': async (input, ctx) => children.choose(requireUser(ctx), input.uid, input.pin),
});
