/**
 * Takes uploaded as multipart (decision 056): fields first, then one file per recorded scene named
 * NARRATION.field(i). The transport stops reading a take past NARRATION.maxMb (413, naming the scene)
 * and checks who may send them (contract calls/routes.ts). The moderator's route is here; a family's
 * (decision 066) reads its takes with readTakes too.
 */
import { formatMessage, NARRATION, type MessageKey } from '@tt/contract';
import { FileTooLarge, requireUser, type RouteHandlers, type RouteRequest } from '../../context.js';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { AuditEntry } from '../audit/index.js';
import type { Narration } from './narration.js';

/** All of one save's takes together: a long story's scenes in WAV, not a way to fill the server's memory. */
const MAX_TOTAL_MB = 64;

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
 * The takes of a request the transport let through (its session and the route's access checked, the
 * parts limited by the contract): the fields `uid` and `version` and one file per scene.
 */
export async function readTakes(request: RouteRequest): Promise<TakesUpload> {
  const user = requireUser(request);
  if (!request.multipart) throw fieldProblem(422, 'errors.voiceMissing', NARRATION.field(0));
  const fields: Record<string, string> = {};
  const takes = new Map<number, Buffer>();
  let total = 0;
  for await (const part of request.parts()) {
    if (part.kind === 'field') {
      fields[part.name] = part.value;
      continue;
    }
    const index = /^scene-(\d{1,3})$/.exec(part.name)?.[1];
    if (index === undefined) throw fieldProblem(422, 'errors.voiceNoScene', part.name);
    try {
      const take = await part.read();
      total += take.length;
      if (total > MAX_TOTAL_MB * 1024 * 1024)
        throw fieldProblem(413, 'errors.fileSize', part.name, { mb: MAX_TOTAL_MB });
      takes.set(Number(index), take);
    } catch (err) {
      if (err instanceof FileTooLarge) throw fieldProblem(413, 'errors.fileSize', part.name, { mb: NARRATION.maxMb });
      throw err;
    }
  }
  const uid = fields.uid ?? '';
  const version = Number(fields.version);
  if (!/^[\w-]{1,64}$/.test(uid)) throw new ApiProblem(404, 'errors.notFound');
  if (!Number.isInteger(version) || version < 0) throw fieldProblem(409, 'errors.voiceChanged', 'version');
  return { user, fields, takes, uid, version };
}

/** The route admin/moderation/narration: a moderator's takes for a story (`uid` is the task's). */
export const narrationRoutes = (studio: {
  narration: Narration;
  recordModeration(entry: Omit<AuditEntry, 'subject'> & { uid: string }): Promise<void>;
}): RouteHandlers => ({
  'admin/moderation/narration': async (request) => {
    const { user, uid, version, takes } = await readTakes(request);
    const saved = await studio.narration.savePersonVoice(uid, version, takes);
    // in the task's history (issue 34 point 3): which scenes a moderator recorded
    await studio.recordModeration({
      actorId: user.id,
      action: 'narrationSaved',
      uid,
      before: { version },
      after: { voice: saved.voice, version: saved.version, scenes: [...takes.keys()].map((i) => i + 1) },
    });
    return { body: saved };
  },
});
