/** Failures as RFC 9457 problem details carrying the catalogue code (decision 001, docs/architecture.md "Security"). */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseFault, sqlState } from '../db/faults.js';
import type { DatabaseOutage } from '../db/outage.js';
import { ApiProblem } from '../errors.js';

export function sendProblem(reply: FastifyReply, problem: ApiProblem): FastifyReply {
  if (problem.retryAfterSeconds !== undefined) reply.header('retry-after', String(problem.retryAfterSeconds));
  return reply.status(problem.status).type('application/problem+json').send(problem.toJSON());
}

/** Fastify's own client errors (bad JSON, wrong media type, too large) keep their 4xx status. */
function fromFastifyError(err: FastifyError): ApiProblem | null {
  const status = err.statusCode ?? 500;
  if (status >= 500) return null;
  if (status === 413) return new ApiProblem(413, 'errors.bodyTooLarge');
  if (status === 415) return new ApiProblem(415, 'errors.contentType');
  if (err.code?.includes('JSON') || err instanceof SyntaxError) return new ApiProblem(400, 'errors.badJson');
  if (status === 429) return new ApiProblem(429, 'errors.tooMany');
  if (status === 404) return new ApiProblem(404, 'errors.notFound');
  return new ApiProblem(status, 'errors.general', status);
}

/** Seconds a client should wait after a database fault: the pool replaces a dead connection at once. */
const DATABASE_RETRY_AFTER_S = 2;

/**
 * For Fastify's `frameworkErrors`: errors raised before routing (an undecodable URL such as
 * `/api/…/%ff`), which would otherwise get Fastify's own JSON instead of problem details.
 */
export function sendFrameworkError(err: FastifyError, reply: FastifyReply): FastifyReply {
  return sendProblem(reply, fromFastifyError(err) ?? new ApiProblem(400, 'errors.notFound', 400));
}

/** `outage` (PostgreSQL) logs a blip once; the calls it fails are not logged one by one. */
export function installErrorHandler(app: FastifyInstance, outage: Pick<DatabaseOutage, 'noticed'> | null): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof ApiProblem) return sendProblem(reply, err);
    const clientError = fromFastifyError(err);
    if (clientError) return sendProblem(reply, clientError);
    // Class 22 is "data exception": a value the database cannot take (NUL, out of range, bad
    // date). Call inputs are screened before this (storable.ts); this covers any other route.
    if (sqlState(err)?.startsWith('22')) {
      request.log.warn({ err }, 'value refused by the database');
      return sendProblem(
        reply,
        new ApiProblem(422, 'validation.formText', 422, [
          { field: '(body)', key: 'validation.invalid', message: 'A value in this request cannot be stored' },
        ]),
      );
    }
    if (isDatabaseFault(err)) {
      if (!outage?.noticed(err)) request.log.warn({ err }, 'database connection lost during a call');
      const problem = new ApiProblem(503, 'errors.unavailable');
      problem.retryAfterSeconds = DATABASE_RETRY_AFTER_S;
      return sendProblem(reply, problem);
    }
    request.log.error({ err }, 'unhandled error');
    return sendProblem(reply, new ApiProblem(500, 'errors.general'));
  });
}
