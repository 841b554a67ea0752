/**
 * Takes uploaded as multipart (decision 056): fields first, then one file per recorded scene named
 * NARRATION.field(i). The parser is registered for each such route only and stops reading a take past
 * NARRATION.maxMb (413, naming the scene). The moderator's route (NARRATION.uploadPath: `uid`, `version`)
 * is here; a family's (decision 066) uses registerTakesRoute too.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { checkAccess, formatMessage, NARRATION, ROLES, withFeatures, type MessageKey } from '@tt/contract';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { Narration } from './narration.js';

const MAX_SCENES = 40;
/** All of one save's takes together: a long story's scenes in WAV, not a way to fill the server's memory. */
const MAX_TOTAL_MB = 64;

/** Who sends the takes: the users module's session lookup (the upload is not a contract call). */
export interface SessionLookup {
  resolveSession(token: string): Promise<{ user: UserRecord } | null>;
}
const moderators = withFeatures(ROLES.moderators);

function fieldProblem(status: number, key: MessageKey, field: string, params?: Record<string, number>): ApiProblem {
  return new ApiProblem(status, key, status, [{ field, key, message: formatMessage('en', key, params) }], params);
}

export interface TakesUpload {
  user: UserRecord;
  fields: Record<string, string>;
  /** Scene index → the recorded file. */
  takes: Map<number, Buffer>;
  /** The story's uid field, checked as a uid (404 otherwise). */
  uid: string;
  /** The version field the recording started from (409 when it is not a whole number). */
  version: number;
}

/**
 * POST `path`: the bearer's session (401 without), `authorize` before a byte of the takes is read, then
 * the fields `uid` and `version` and the takes, handed to `save`.
 */
export async function registerTakesRoute(
  fastify: FastifyInstance,
  path: string,
  sessions: SessionLookup,
  authorize: (user: UserRecord) => void,
  save: (upload: TakesUpload) => Promise<unknown>,
): Promise<void> {
  const maxBytes = NARRATION.maxMb * 1024 * 1024;
  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: MAX_SCENES, fields: 2, parts: MAX_SCENES + 2 },
    });
    scope.post(path, async (request) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const session = token ? await sessions.resolveSession(token) : null;
      if (!session)
        throw token
          ? new ApiProblem(401, 'errors.wrongToken', 600)
          : new ApiProblem(401, 'errors.needCredentials', 511);
      authorize(session.user);
      if (!request.isMultipart()) throw fieldProblem(422, 'errors.voiceMissing', NARRATION.field(0));
      const fields: Record<string, string> = {};
      const takes = new Map<number, Buffer>();
      let total = 0;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const index = /^scene-(\d{1,3})$/.exec(part.fieldname)?.[1];
        if (index === undefined) throw fieldProblem(422, 'errors.voiceNoScene', part.fieldname);
        try {
          const take = await part.toBuffer();
          total += take.length;
          if (total > MAX_TOTAL_MB * 1024 * 1024)
            throw fieldProblem(413, 'errors.fileSize', part.fieldname, { mb: MAX_TOTAL_MB });
          takes.set(Number(index), take);
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw fieldProblem(413, 'errors.fileSize', part.fieldname, { mb: NARRATION.maxMb });
          throw err;
        }
      }
      const uid = fields.uid ?? '';
      const version = Number(fields.version);
      if (!/^[\w-]{1,64}$/.test(uid)) throw new ApiProblem(404, 'errors.notFound');
      if (!Number.isInteger(version) || version < 0) throw fieldProblem(409, 'errors.voiceChanged', 'version');
      return save({ user: session.user, fields, takes, uid, version });
    });
  });
}

/** POST NARRATION.uploadPath: a moderator's takes for a story (`uid` is the task's). */
export function registerNarrationUpload(
  fastify: FastifyInstance,
  narration: Narration,
  sessions: SessionLookup,
): Promise<void> {
  return registerTakesRoute(
    fastify,
    NARRATION.uploadPath,
    sessions,
    (user) => {
      if (checkAccess(moderators, user) !== 'ok') throw new ApiProblem(403, 'errors.forbidden');
    },
    ({ uid, version, takes }) => narration.savePersonVoice(uid, version, takes),
  );
}
