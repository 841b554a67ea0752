/** explore/* calls (calls/explore.ts; decision 027). */
import type { Handlers } from '../../context.js';
import { requireUser } from '../../context.js';
import { createExploreService } from './service.js';

const ok = { success: true as const };

export const exploreHandlers: Handlers = {
  'explore/search': async (input, ctx) => ({
    stories: await createExploreService(ctx.app.db).search(requireUser(ctx), input.query),
  }),
  'explore/history/list': async (_input, ctx) => ({
    items: await createExploreService(ctx.app.db).history(requireUser(ctx)),
  }),
  'explore/history/add': async (input, ctx) => {
    await createExploreService(ctx.app.db).addHistory(requireUser(ctx), input);
    return ok;
  },
  'explore/history/clear': async (input, ctx) => {
    await createExploreService(ctx.app.db).clearHistory(requireUser(ctx), input.type);
    return ok;
  },
};
