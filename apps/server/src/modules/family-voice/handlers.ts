/**
 * The family's recordings (contract calls/family-voice.ts), and two routes that are not JSON calls: the takes
 * (multipart, FAMILY_VOICE.uploadPath) and one scene's file (GET, bearer token), answered 404 to anyone but
 * the account that recorded it.
 */
import type { FastifyInstance } from 'fastify';
import { FAMILY_VOICE } from '@tt/contract';
import { requireUser, type Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import { registerTakesRoute, type TakesUpload } from '../studio/index.js';
import type { FamilyVoiceModule } from './service.js';

type Sessions = Parameters<typeof registerTakesRoute>[2];

export const familyVoiceHandlers = (voices: FamilyVoiceModule): Handlers => ({
  'userdata/narration/get': async (input, ctx) => voices.get(requireUser(ctx), input.uid),
  'userdata/narration/list': async (_input, ctx) => voices.list(requireUser(ctx)),
  'userdata/narration/delete': async (input, ctx) => voices.remove(requireUser(ctx), input.uid),
});

export async function registerFamilyVoiceRoutes(
  fastify: FastifyInstance,
  voices: FamilyVoiceModule,
  sessions: Sessions,
): Promise<void> {
  // any signed-in account may read a story it can play (the story's own rule, checked in save)
  await registerTakesRoute(
    fastify,
    FAMILY_VOICE.uploadPath,
    sessions,
    () => {},
    (upload: TakesUpload) => voices.save(upload),
  );
  fastify.get<{ Params: { story: string; name: string } }>(
    FAMILY_VOICE.filePath(':story', ':name'),
    async (request, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const session = token ? await sessions.resolveSession(token) : null;
      if (!session)
        throw token
          ? new ApiProblem(401, 'errors.wrongToken', 600)
          : new ApiProblem(401, 'errors.needCredentials', 511);
      const { story, name } = request.params;
      if (!/^[\w-]{1,64}$/.test(story) || !/^[\w-]{1,80}\.ogg$/.test(name))
        throw new ApiProblem(404, 'errors.notFound');
      const data = await voices.file(session.user, story, name);
      return reply.header('content-type', 'audio/ogg').header('cache-control', 'private, no-store').send(data);
    },
  );
}
