/** /media/*: story pictures and audio with range requests, ETag and long cache headers. */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerMedia(fastify: FastifyInstance, root: string): Promise<void> {
  fs.mkdirSync(root, { recursive: true });
  await fastify.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    etag: true,
    lastModified: true,
    // File names change with every remake (attempt number), so a name's bytes never change.
    maxAge: '365d',
    immutable: true,
    dotfiles: 'deny',
  });
}
