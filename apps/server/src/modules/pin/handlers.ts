/** The parental pin calls (contract calls/pin.ts). */
import { requireUser, type Handlers } from '../../context.js';
import type { PinModule } from './service.js';

export const pinHandlers = (pin: PinModule): Handlers => ({
  'userdata/pin/status': async (_input, ctx) => ({ set: await pin.pinIsSet(requireUser(ctx).id) }),
  'userdata/pin/set': async (input, ctx) => {
    await pin.setPin(requireUser(ctx).id, input.pin, input.current);
    return { set: true };
  },
  'userdata/pin/check': async (input, ctx) => {
    await pin.checkPin(requireUser(ctx).id, input.pin);
    return { ok: true as const };
  },
  'userdata/pin/remove': async (input, ctx) => {
    await pin.removePin(requireUser(ctx).id, input.pin);
    return { set: false };
  },
});
