/** Serves the built web app, with index.html for every client-side route. */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiProblem, sendProblem } from './problem.js';

export async function registerWeb(fastify: FastifyInstance, webDist: string | null): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = !!index && fs.existsSync(index);
  if (hasWeb) {
    await fastify.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // the web build writes .br and .gz beside its assets (apps/web/vite.config.ts)
      preCompressed: true,
      setHeaders: (res, file) => {
        // Vite puts a content hash in asset names, so they may be cached for a year.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  fastify.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (request.method === 'GET' && hasWeb && !url.startsWith('/api/') && !path.extname(url)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(index!));
    }
    if (request.method === 'GET' && !hasWeb && url === '/') {
      return reply.type('text/plain').send('The web app is not built. Run `npm start` (it builds apps/web first) or `npm run build -w @tt/web`.');
    }
    return sendProblem(reply, new ApiProblem(404, 'errors.notFound'));
  });
}
