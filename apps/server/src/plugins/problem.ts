/** Failures as RFC 9457 problem details carrying the catalogue code (decision 001, docs/architecture.md "Security"). */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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

/** SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError.cause). */
function sqlState(err: unknown): string | null {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Seconds a client should wait after a database fault: the pool replaces a dead connection at once. */
const DATABASE_RETRY_AFTER_S = 2;

/**
 * A lost or refused database connection, not a fault of the call: SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (terminated by an administrator, crash shutdown, cannot connect now), 53300
 * (too many connections), or the driver's own words for a socket that went away; and the embedded
 * database's own failures: PGlite closed or closing, or its WebAssembly aborted.
 */
function isDatabaseFault(err: unknown): boolean {
  const state = sqlState(err);
  if (state && (state.startsWith('08') || /^57P0[123]$/.test(state) || state === '53300')) return true;
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
    if (e instanceof WebAssembly.RuntimeError) return true;
    if (
      /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error|^PGlite is clos(ed|ing)|^Aborted\(/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/**
 * For Fastify's `frameworkErrors`: errors raised before routing (an undecodable URL such as
 * `/api/…/%ff`), which would otherwise get Fastify's own JSON instead of problem details.
 */
export function sendFrameworkError(err: FastifyError, reply: FastifyReply): FastifyReply {
  return sendProblem(reply, fromFastifyError(err) ?? new ApiProblem(400, 'errors.notFound', 400));
}

export function installErrorHandler(app: FastifyInstance): void {
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
      request.log.warn({ err }, 'database connection lost during a call');
      const problem = new ApiProblem(503, 'errors.unavailable');
      problem.retryAfterSeconds = DATABASE_RETRY_AFTER_S;
      return sendProblem(reply, problem);
    }
    request.log.error({ err }, 'unhandled error');
    return sendProblem(reply, new ApiProblem(500, 'errors.general'));
  });
}
