/**
 * The story page as the server sends it: the first picture named as a preload and drawn in a shell
 * of the poster, before any script runs; compressed; and nothing of the kind for other pages.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let uid: string;
let picture: string;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Tiny Tidings</title></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: webDist });
  uid = await t.publishedStory();
  const story = (await t.app.context.db.select().from(stories).where(eq(stories.uid, uid)))[0]!.data as {
    basePath: string;
    scenes: { image: string }[];
  };
  picture = `${story.basePath}${story.scenes[0]!.image}`;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${p}`, { headers });
  return { res, html: await res.text() };
};

describe('story page hints', () => {
  it('names the first picture and draws it in a shell standing over the app', async () => {
    const { res, html } = await page(`/stories/${uid}`);
    expect(res.status).toBe(200);
    expect(html).toContain(`<link rel="preload" as="image" href="${picture}" fetchpriority="high">`);
    expect(html).toMatch(
      new RegExp(
        `<div id="page-shell"[^>]*>.*<img src="${picture}"[^>]*class="player__image".*</div><div id="root"></div>`,
      ),
    );
    // the picture is the same file the media route serves
    expect((await fetch(`${t.url}${picture}`)).status).toBe(200);
  });

  it('leaves the picture out when the link or its share asks for no pictures', async () => {
    expect((await page(`/stories/${uid}?noimagesinstory=1`)).html).not.toContain('<img');
    const { token } = await t.register('sharer@example.com');
    const share = await t.call(
      'userdata/PublicSettings/create',
      { Info: { url: `/stories/${uid}`, settings: { noimagesinstory: true } } },
      token,
    );
    expect(share.status).toBe(200);
    const shared = (await page(`/stories/${uid}?share=${share.body.id}`)).html;
    expect(shared).toContain('id="page-shell"');
    expect(shared).not.toContain('<img');
  });

  it('escapes the title it puts in the page', async () => {
    await t.app.context.db
      .update(stories)
      .set({ data: sql`jsonb_set(${stories.data}, '{title}', '"<script>alert(1)</script> & more"')` })
      .where(eq(stories.uid, uid));
    const { html } = await page(`/stories/${uid}`);
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</h1>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('sends other pages and unknown stories as built, without a shell', async () => {
    for (const p of ['/chat', '/stories/no-such-story', `/stories/${'x'.repeat(300)}`, '/stories/%00']) {
      const { res, html } = await page(p);
      expect(res.status, p).toBe(200);
      expect(html, p).not.toContain('page-shell');
    }
  });

  it('compresses the page for browsers that accept it', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(`${t.url}/stories/${uid}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res
              .on('data', (c: Buffer) => chunks.push(c))
              .on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
      expect(raw.encoding).toBe(encoding);
      expect(decode(raw.body).toString()).toContain('id="page-shell"');
    }
  });
});
