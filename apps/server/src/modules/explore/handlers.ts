/** explore/* calls (calls/explore.ts; decision 027). */
import { requireUser, type Handlers } from '../../context.js';
import type { ExploreModule } from './service.js';

const ok = { success: true as const };

export const exploreHandlers = (explore: ExploreModule): Handlers => ({
  'explore/search': async (input, ctx) => ({ stories: await explore.search(requireUser(ctx), input.query) }),
  'explore/history/list': async (_input, ctx) => ({ items: await explore.history(requireUser(ctx)) }),
  'explore/history/add': async (input, ctx) => {
    await explore.addHistory(requireUser(ctx), input);
    return ok;
  },
  'explore/history/clear': async (input, ctx) => {
    await explore.clearHistory(requireUser(ctx), input.type);
    return ok;
  },
});
