/**
 * The deletion calls (contract calls/privacy.ts) and GET ACCOUNT_EXPORT_PATH, the zip: the bearer's own
 * account, or for the team `?user=<id>&note=<reference to the written request>`.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EXPORT_PATH, PrivacyNote, ROLES } from '@tt/contract';
import { requireUser, type Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import type { UsersModule } from '../users/index.js';
import type { PrivacyModule } from './service.js';

const ok = { success: true as const };

export const privacyHandlers = (privacy: PrivacyModule): Handlers => ({
  'userdata/account/delete': async (input, ctx) => {
    await privacy.deleteOwnAccount(requireUser(ctx), input);
    return ok;
  },
  'team/users/delete': async (input, ctx) => {
    await privacy.deleteAccount(input.id, requireUser(ctx).id, input.note);
    return ok;
  },
});

const invalid = (field: string) =>
  new ApiProblem(422, 'validation.invalid', 422, [
    { field, key: 'validation.invalid', message: `${field} is invalid` },
  ]);

export function registerAccountExport(
  fastify: FastifyInstance,
  deps: { privacy: PrivacyModule; sessions: Pick<UsersModule, 'resolveSession'> },
): void {
  fastify.get<{ Querystring: Record<string, string | undefined> }>(ACCOUNT_EXPORT_PATH, async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const session = token ? await deps.sessions.resolveSession(token) : null;
    if (!session)
      throw token ? new ApiProblem(401, 'errors.wrongToken', 600) : new ApiProblem(401, 'errors.needCredentials', 511);
    const actor = session.user;
    let subjectId = actor.id;
    let note: string | null = null;
    if (request.query.user !== undefined) {
      // another account's data: the team only, with the request it answers
      if (!actor.features.some((f) => (ROLES.team as readonly string[]).includes(f)))
        throw new ApiProblem(403, 'errors.forbidden');
      subjectId = Number(request.query.user);
      if (!Number.isInteger(subjectId) || subjectId <= 0 || subjectId > 2 ** 31 - 1) throw invalid('user');
      const parsed = PrivacyNote.safeParse(request.query.note ?? '');
      if (!parsed.success) throw invalid('note');
      note = parsed.data;
    }
    const zip = await deps.privacy.exportAccount(subjectId, actor.id, note);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="tiny-tidings-account-${subjectId}.zip"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });
}
