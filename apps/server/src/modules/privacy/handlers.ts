/**
 * The deletion calls (contract calls/privacy.ts) and the route userdata/account/export, the zip: the
 * bearer's own account, or for the team `?user=<id>&note=<reference to the written request>`.
 */
import { PrivacyNote, ROLES } from '@tt/contract';
import { requireUser, type Handlers, type RouteHandlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
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

export const privacyRoutes = (privacy: PrivacyModule): RouteHandlers => ({
  'userdata/account/export': async (request) => {
    const actor = requireUser(request);
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
    const zip = await privacy.exportAccount(subjectId, actor.id, note);
    return {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="tiny-tidings-account-${subjectId}.zip"`,
        'cache-control': 'no-store',
      },
      body: zip,
    };
  },
});
