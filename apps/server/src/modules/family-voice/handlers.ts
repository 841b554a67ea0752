/**
 * The family's recordings (contract calls/family-voice.ts), and two routes that are not JSON calls: the takes
 * (multipart, contract route userdata/narration/upload) and one scene's file (GET userdata/narration/file), answered 404 to anyone but
 * the account that recorded it.
 */
import { requireUser, type Handlers, type RouteHandlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import { readTakes } from '../studio/index.js';
import type { FamilyVoiceModule } from './service.js';

export const familyVoiceHandlers = (voices: FamilyVoiceModule): Handlers => ({
  'userdata/narration/get': async (input, ctx) => voices.get(requireUser(ctx), input.uid),
  'userdata/narration/list': async (_input, ctx) => voices.list(requireUser(ctx)),
  'userdata/narration/delete': async (input, ctx) => voices.remove(requireUser(ctx), input.uid),
});

export const familyVoiceRoutes = (voices: FamilyVoiceModule): RouteHandlers => ({
  // any signed-in account may read a story it can play (the story's own rule, checked in save)
  'userdata/narration/upload': async (request) => ({ body: await voices.save(await readTakes(request)) }),
  'userdata/narration/file': async (request) => {
    const user = requireUser(request);
    const { story = '', name = '' } = request.params;
    if (!/^[\w-]{1,64}$/.test(story) || !/^[\w-]{1,80}\.ogg$/.test(name)) throw new ApiProblem(404, 'errors.notFound');
    const data = await voices.file(user, story, name);
    return { headers: { 'content-type': 'audio/ogg', 'cache-control': 'private, no-store' }, body: data };
  },
});
