/** Share links (consumer §7 userdata/PublicSettings). */
import type { Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import type { ShareModule } from './service.js';

export const shareHandlers = (share: ShareModule): Handlers => ({
  'userdata/PublicSettings/create': async (input, ctx) => ({
    id: await share.createShare(ctx.user, input.Id, input.Info),
  }),

  /** An unknown id (or settings that no longer parse) answers notfound (consumer §8). */
  'userdata/PublicSettings/get': async (input) => {
    const settings = await share.findShare(input.id);
    if (!settings) throw new ApiProblem(404, 'errors.notFound');
    return settings;
  },
});
