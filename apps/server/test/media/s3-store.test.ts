/**
 * Media in an S3-compatible bucket (decision 043): a real local S3 server (s3rver), the real app
 * pointed at it with MEDIA_S3_*, on PGlite or PostgreSQL. The studio's files and user pictures
 * land in the bucket, not in DATA_DIR, and /media/* serves them with ranges, ETags and caching.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_UPLOAD_PATH, pictureThumbnail } from '@tt/contract';
import { buildApp } from '../../src/app.js';
import type { S3MediaConfig } from '../../src/config.js';
import { S3MediaStore } from '../../src/media/s3-store.js';
import { registerMedia } from '../../src/plugins/media.js';
import { registerSecurityHeaders } from '../../src/plugins/security-headers.js';
import { findTask } from '../../src/modules/studio/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startS3, type TestS3 } from '../helpers/s3.js';
import { waitUntil } from '../helpers/wait.js';

let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  t = await startTestApp({ ...s3.env, JOB_POLL_S: '0.5' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** A plain HTTP GET (fetch adds "cache-control: no-cache" to conditional requests). */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers }, (res) => resolve(res.resume())).on('error', reject);
  });

describe('media in an S3-compatible bucket', () => {
  it('keeps a story the studio made in the bucket and serves it with ranges, an ETag and a year-long cache', async () => {
    const uid = await t.app.context.studio.createTask({ type: 'tidingsStory', locale: 'en', ageCluster: '4to5' });
    const task = await waitUntil(async () => {
      const row = await findTask(t.app.context.db, uid);
      return row && ['moderation', 'approve', 'error'].includes(row.status) ? row : null;
    }, `task ${uid} to settle`);
    expect(task.results.error).toBeNull();
    const moderator = await t.signInAs(['moderation'], 8);
    const story = (await t.call('admin/moderation/data', { uid }, moderator)).body.story!;
    const folder = `stories/${uid}/`;
    expect(s3.keys()).toContain(`${folder}${story.cover}`);
    expect(s3.keys()).toContain(`${folder}${story.scenes[0].audio}`);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);

    const cover = await fetch(`${t.url}${story.basePath}${story.cover}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(cover.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(
      Buffer.from(await cover.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');

    const url = `${t.url}${story.basePath}${story.scenes[0].audio}`;
    const whole = await fetch(url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(100);
    const head = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await head.arrayBuffer()).byteLength).toBe(100);
    const tail = await fetch(url, { headers: { range: 'bytes=10-' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes 10-${size - 1}/${size}`);
    expect((await tail.arrayBuffer()).byteLength).toBe(size - 10);
    expect((await rawGet(url, { 'if-none-match': etag! })).statusCode).toBe(304);
    // a range past the end: the client's mistake, said as such
    expect((await fetch(url, { headers: { range: `bytes=${size + 10}-` } })).status).toBe(416);
    const onlyHeaders = await fetch(url, { method: 'HEAD' });
    expect(onlyHeaders.status).toBe(200);
    expect(onlyHeaders.headers.get('content-length')).toBe(String(size));

    // a thumbnail is made once, from the bucket into the bucket
    const small = await t.call('res/files', { id: story.uid, size: 'small' });
    expect(small.status).toBe(200);
    const thumb = await fetch(`${t.url}${small.body.url}`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(128);
    expect(s3.keys()).toContain(`${folder}${small.body.url.split('/').at(-1)}`);
  });

  it("stops serving a rejected story's files and brings them back when it is approved after all", async () => {
    const uid = await t.app.context.studio.createTask({ type: 'tidingsStory', locale: 'ru', ageCluster: '4to5' });
    await waitUntil(async () => {
      const row = await findTask(t.app.context.db, uid);
      return row && ['moderation', 'approve', 'error'].includes(row.status) ? row : null;
    }, `task ${uid} to settle`);
    const moderator = await t.signInAs(['moderation'], 8);
    const story = (await t.call('admin/moderation/data', { uid }, moderator)).body.story!;
    const cover = `${t.url}${story.basePath}${story.cover}`;
    expect((await fetch(cover)).status).toBe(200);
    expect((await t.call('admin/moderation/result', { uid, status: 'reject' }, moderator)).status).toBe(200);
    expect((await fetch(cover)).status).toBe(404);
    expect(s3.keys().filter((k) => k.startsWith(`stories/${uid}/`))).toEqual([]);
    expect((await fetch(`${t.url}/media/withheld/stories/${uid}/${story.cover}`)).status).toBe(404);
    expect((await t.call('admin/moderation/result', { uid, status: 'approve' }, moderator)).status).toBe(200);
    expect((await fetch(cover)).status).toBe(200);
  });

  it('answers 404 for a missing or hidden key, never an error', async () => {
    for (const p of ['/media/stories/none/cover.webp', '/media/.hidden', '/media/stories/%2e%2e/x', '/media/a//b']) {
      const res = await fetch(`${t.url}${p}`);
      expect(res.status, p).toBe(404);
    }
  });

  it('keeps an uploaded user picture and its thumbnail in the bucket, and drops the old ones on a new upload', async () => {
    const { token, id } = await t.register('bucket-picture@example.com');
    const upload = async (data: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'me.jpg');
      const res = await fetch(`${t.url}${PICTURE_UPLOAD_PATH}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as { image: string; thumbnail: string } };
    };
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const first = await upload(photo);
    expect(first.status).toBe(200);
    expect(first.body.thumbnail).toBe(pictureThumbnail(first.body.image));
    const picture = await fetch(`${t.url}${first.body.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(600);
    const thumb = await fetch(`${t.url}${first.body.thumbnail}`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(128);

    const second = await upload(photo);
    expect(second.status).toBe(200);
    expect((await fetch(`${t.url}${first.body.image}`)).status).toBe(404);
    expect(s3.keys().filter((k) => k.startsWith(`users/${id}/`))).toEqual(
      [second.body.image, second.body.thumbnail].map((u) => u.replace('/media/', '')).sort(),
    );
    await t.call('userdata/picture/remove', {}, token);
    expect(s3.keys().filter((k) => k.startsWith(`users/${id}/`))).toEqual([]);
  });

  it('redirects to the bucket’s public address when MEDIA_S3_PUBLIC_URL is set', async () => {
    const store = new S3MediaStore({ ...(t.config.media as S3MediaConfig), publicUrl: 'https://cdn.test/m' });
    const fastify = Fastify();
    await registerSecurityHeaders(fastify, {
      frameOrigins: [],
      inline: { scripts: [], styles: [] },
      mediaOrigins: ['https://cdn.test'],
    });
    await registerMedia(fastify, store);
    try {
      const res = await fastify.inject({ method: 'GET', url: '/media/users/1/photo.jpg' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://cdn.test/m/users/1/photo.jpg');
      // the page may load pictures, audio and saved stories from there
      const csp = String(res.headers['content-security-policy']);
      for (const directive of ['img-src', 'media-src', 'connect-src'])
        expect(csp).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.test`));
      expect((await fastify.inject({ method: 'GET', url: '/media/.hidden' })).statusCode).toBe(404);
    } finally {
      await fastify.close();
      store.close();
    }
  });

  it('refuses to start with a bucket that does not exist, naming the setting to fix', async () => {
    const config = { ...t.config, media: { ...t.config.media, bucket: 'no-such-bucket' } } as typeof t.config;
    await expect(buildApp(config)).rejects.toThrow(/no bucket "no-such-bucket".*MEDIA_S3_BUCKET/);
  });
});
