/** Share links (consumer §7 userdata/PublicSettings). */
import type { Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import { createShare, findShare } from './service.js';

export const shareHandlers: Handlers = {
  'userdata/PublicSettings/create': async (input, ctx) => ({
    id: await createShare(ctx.app.db, ctx.user, input.Id, input.Info),
  }),

  /** An unknown id (or settings that no longer parse) answers notfound (consumer §8). */
  'userdata/PublicSettings/get': async (input, ctx) => {
    const share = await findShare(ctx.app.db, input.id);
    if (!share) throw new ApiProblem(404, 'errors.notFound');
    return share;
  },
};
