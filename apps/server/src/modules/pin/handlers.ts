/** The parental pin calls (contract calls/pin.ts). */
import { requireUser, type Handlers } from '../../context.js';
import { checkPin, pinIsSet, removePin, setPin } from './service.js';

export const pinHandlers: Handlers = {
  'userdata/pin/status': async (_input, ctx) => ({ set: await pinIsSet(ctx.app, requireUser(ctx).id) }),
  'userdata/pin/set': async (input, ctx) => {
    await setPin(ctx.app, requireUser(ctx).id, input.pin, input.current);
    return { set: true };
  },
  'userdata/pin/check': async (input, ctx) => {
    await checkPin(ctx.app, requireUser(ctx).id, input.pin);
    return { ok: true as const };
  },
  'userdata/pin/remove': async (input, ctx) => {
    await removePin(ctx.app, requireUser(ctx).id, input.pin);
    return { set: false };
  },
};
