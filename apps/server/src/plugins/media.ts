/**
 * /media/*: story pictures and audio, user pictures, with range requests, ETag and long cache
 * headers, from whichever store is configured (decision 043): the folder through @fastify/static,
 * a bucket through the S3 API (or a redirect to the bucket's public address).
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../errors.js';
import { FolderMediaStore } from '../media/folder-store.js';
import type { S3MediaStore } from '../media/s3-store.js';
import { isMediaKey, type MediaStore } from '../media/store.js';

// File names change with every remake (attempt number) and every new picture, so a name's bytes never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerMedia(fastify: FastifyInstance, store: MediaStore): Promise<void> {
  if (store instanceof FolderMediaStore) {
    fs.mkdirSync(store.root, { recursive: true });
    await fastify.register(fastifyStatic, {
      root: store.root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      acceptRanges: true,
      etag: true,
      lastModified: true,
      maxAge: '365d',
      immutable: true,
      dotfiles: 'deny',
    });
    return;
  }
  // the only other store (media/create.ts); a type import, so the S3 client loads only with a bucket
  registerBucketMedia(fastify, store as S3MediaStore);
}

function registerBucketMedia(fastify: FastifyInstance, store: S3MediaStore): void {
  const publicUrl = store.config.publicUrl;
  fastify.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isMediaKey(key)) return reply.callNotFound();
      if (publicUrl) {
        // the key's bytes never change, but the bucket's address might: a day, not a year
        reply.header('cache-control', 'public, max-age=86400');
        return reply.redirect(`${publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`, 302);
      }
      const answer = await store
        .open(key, {
          range: request.headers.range,
          ifNoneMatch: request.headers['if-none-match'],
          head: request.method === 'HEAD',
        })
        .catch((err: unknown) => {
          // the bucket is down or refuses us: our fault, not the client's, and worth a retry
          request.log.error({ err }, 'media store failed');
          throw new ApiProblem(503, 'errors.general', 503);
        });
      if (answer.status === 404) return reply.callNotFound();
      reply.headers(answer.headers);
      if (answer.status !== 416) reply.header('cache-control', IMMUTABLE);
      reply.code(answer.status);
      return answer.body ? reply.send(answer.body) : reply.send();
    },
  });
}
