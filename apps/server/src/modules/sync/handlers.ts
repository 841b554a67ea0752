/** The sync call: parsed input → the long poll. */
import { requireUser, type Handlers } from '../../context.js';
import type { SyncModule } from './service.js';

export const syncHandlers = (sync: SyncModule): Handlers => ({
  sync: async (input, ctx) => sync.sync(requireUser(ctx), ctx.sessionId!, input.date, ctx.signal),
});
