/**
 * The story server's own process (started by server.ts): the web app built as `npm start` builds it, served
 * by the server in production mode, with one real generated story behind a share link (so a browser with no
 * account may open it, as a visitor with a shared link would). Staff make the link: only someone whose
 * licence covers a story may share it. Prints one line of JSON — the story's address and length — once the
 * story is ready, and serves until it is stopped.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@tt/server/src/app.js';
import { loadConfig } from '@tt/server/src/config.js';
import { hashPassword } from '@tt/contract';
import { findTask } from '@tt/server/src/modules/studio/repository.js';
import { upsertStaff } from '@tt/server/src/seed/staff.js';
import { waitUntil } from '@tt/server/test/helpers/wait.js';

const repo = path.resolve(import.meta.dirname, '../..');

async function serveStory(): Promise<void> {
  // TT_WEB_BUILT=1 takes the build there is (as the browser tests do); TT_WEB_DIST another one, e.g. a
  // copy of the build before a change, to compare back to back on the same machine
  const webDist = process.env.TT_WEB_DIST ?? path.join(repo, 'apps/web/dist');
  if (!process.env.TT_WEB_BUILT && !process.env.TT_WEB_DIST) {
    console.error('building the web app (vite build, production) …');
    execFileSync('npm', ['run', '-s', 'build', '-w', '@tt/web'], {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-player-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    AUTO_APPROVE: 'true',
    JOB_POLL_S: '0.5',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const app = await buildApp(config);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.error('generating a story (offline providers) …');
    // the oldest cluster has the most scenes, so the longest story
    const task = await app.context.studio!.createTask(
      { type: 'tidingsStory', locale: 'en', ageCluster: '6to7' },
      { seed: 77 },
    );
    const uid = await waitUntil(
      async () =>
        (await findTask(app.context.db, task))?.status === 'approve' &&
        (await findTask(app.context.db, task))!.storyUid,
      'the story',
      600_000,
    );
    const post = async (call: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${call} answered ${res.status}: ${await res.text()}`);
      return res.json();
    };
    const staff = { email: 'bench@tinytidings.local', password: 'bench-player' };
    await upsertStaff(app.context.db, { ...staff, type: 8, features: ['admin', 'moderation'] });
    const { token } = (await post('user/signinv2', {
      login: staff.email,
      password: await hashPassword(staff.email, staff.password),
    })) as { token: string };
    const { id } = (await post('userdata/PublicSettings/create', { Info: { url: `/stories/${uid}` } }, token)) as {
      id: string;
    };
    const story = (await post('tidings/story/get', { uid, share: id })) as { duration: number };
    console.log(JSON.stringify({ storyUrl: `${base}/stories/${uid}?share=${id}`, duration: story.duration }));
  } catch (err) {
    await close();
    throw err;
  }
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

await serveStory();
