/** The story library's calls (consumer §7): parsed input → the library module. */
import { requireUser, type Handlers } from '../../context.js';
import type { LibraryModule } from './service.js';

const ok = { success: true as const };

export const libraryHandlers = (library: LibraryModule): Handlers => ({
  'tidings/story/get': async (input, ctx) => library.getStory(ctx.user, input.uid, input.share),
  'tidings/story/view': async (input, ctx) => {
    await library.recordView(input.uid, requireUser(ctx).id);
    return ok;
  },
  'tidings/story/views/get': async (input) => {
    if (!input.uids.length) return [];
    const counts = await library.countViews(input.uids);
    return input.uids.map((uid) => ({ uid, views: counts.get(uid) ?? 0 }));
  },
  'tidings/story/views/getmy': async (_input, ctx) => library.viewsOf(requireUser(ctx).id, 300),
  'tidings/story/reaction': async (input, ctx) => {
    await library.addReaction(input.uid, requireUser(ctx).id, input.value);
    return ok;
  },
  'tidings/story/reactions/get': async (input, ctx) => {
    const user = requireUser(ctx);
    if (!input.uids.length) return [];
    return library.reactionsOf(user.id, input.uids);
  },
  'res/files': async (input) => library.pictureUrl(input),
  /** A published story's title and cover for anyone (issue 14 item 8). */
  'tidings/story/poster': async (input) => library.posterOf(input.uid),
  'tidings/story/cangetany': async (_input, ctx) => {
    requireUser(ctx);
    return { can: true };
  },
  'tidings/story/sendany': async (input, ctx) =>
    library.giveStory(requireUser(ctx), { age: input.age, locale: input.locale }),
});
