/**
 * GET /backup/database: the embedded database's folder as a gzipped tarball, taken by this process
 * between statements, for `npm run backup` while the server runs (backup/embedded.ts). The copy is
 * held in memory while it is sent. Operators only, as /metrics: a 404 to anyone else.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tarballOf } from '../backup/embedded.js';
import { ApiProblem } from '../errors.js';
import { sendProblem } from './problem.js';

export function registerDatabaseBackup(
  fastify: FastifyInstance,
  pglite: PGlite,
  allowed: (request: FastifyRequest) => boolean,
): void {
  fastify.get('/backup/database', async (request, reply) => {
    if (!allowed(request)) return sendProblem(reply, new ApiProblem(404, 'errors.notFound'));
    const tarball = await tarballOf(pglite);
    return reply.header('cache-control', 'no-store').type('application/gzip').send(tarball);
  });
}
